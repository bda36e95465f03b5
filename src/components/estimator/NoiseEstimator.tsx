import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { estimatorData as data } from '../../content/estimator/data.ts';
import { estimatorWords as words } from '../../content/estimator/words.ts';
import { DataTable, type TableWords } from '../guides/DataTable.tsx';
import { useLive } from '../forms/useLive.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { EstimateResult } from './EstimateResult.tsx';
import { EstimatorFields } from './EstimatorFields.tsx';
import { presetTable } from './presetTable.ts';
import { defaultConfig, readConfig, type FormReading } from './readConfig.ts';
import { goals, track } from '../../lib/analytics/goals.ts';
import { roomOf, roomFields } from '../../content/estimator/index.ts';
import { figure } from '../../lib/estimator/roomInput.ts';

/** Puts a room's stated figures in the room's fields (choosing a bedroom or a living room starts from its defaults). */
function fillRoom(form: HTMLFormElement, roomId: string) {
  const room = roomOf(roomId);
  for (const f of roomFields)
    (form.elements.namedItem(f.name) as HTMLInputElement).value = figure(room[f.key]);
}

/** The room chosen before the island woke, if its fields still hold the first room's figures: give it its own. */
function fillChosenRoom(form: HTMLFormElement) {
  const chosen = new FormData(form).get('room');
  const first = data.room.rooms[0]!;
  const untouched = roomFields.every(
    (f) => (form.elements.namedItem(f.name) as HTMLInputElement).value === figure(first[f.key]),
  );
  if (typeof chosen === 'string' && chosen !== first.id && untouched) fillRoom(form, chosen);
}

/**
 * The noise-reduction calculator. It wakes on first contact (`client:interaction`); until then, and without
 * JavaScript, the table of typical results stands in (`data-without-script`) in the same grid cell.
 */
/** `tableWords`: the no-JavaScript table's words (interface.yaml), passed in by the page. */
export function NoiseEstimator({ tableWords }: { tableWords: TableWords }) {
  const live = useLive();
  const form = useRef<HTMLFormElement>(null);
  const [reading, setReading] = useState<FormReading>({ config: defaultConfig, choice: defaultConfig });
  const [shown, setShown] = useState(defaultConfig);
  const used = useRef(false);

  /** Counted once per visit, at the visitor's first choice. */
  const countUse = () => {
    if (used.current) return;
    used.current = true;
    track(goals.calculatorUsed);
  };

  const update = () => {
    if (!form.current) return;
    const next = readConfig(form.current);
    setReading(next);
    if (next.config) setShown(next.config);
    return next;
  };
  // Choices made before the island woke are in the form already (and count as using it).
  useEffect(() => {
    if (form.current) fillChosenRoom(form.current);
    const first = update();
    if (first && JSON.stringify(first.config) !== JSON.stringify(defaultConfig)) countUse();
  }, []);

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    countUse();
    const target = event.target as EventTarget as HTMLInputElement | HTMLSelectElement;
    const controls = event.currentTarget.elements;
    if (target.name === 'level' && target.value !== 'custom') {
      (controls.namedItem('db') as HTMLInputElement).value = '';
      // A preset names its noise (a railway line is rail noise): pick that noise too.
      const kind = data.outdoorPresets.find((p) => p.id === target.value)?.kind;
      const radio = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[name="kind"]')].find(
        (r) => r.value === kind,
      );
      // A click, not `checked = true`: React then knows the radio changed, and a later click on another kind counts.
      if (radio && !radio.checked) radio.click();
    }
    // A kind of noise picks its first typical level, so rail is not judged at a road's level.
    if (target.name === 'kind') {
      const select = controls.namedItem('level') as HTMLSelectElement;
      const current = data.outdoorPresets.find((p) => p.id === select.value);
      const first = data.outdoorPresets.find((p) => p.kind === target.value);
      if (first && current && current.kind !== target.value) select.value = first.id;
    }
    if (target.name === 'room') fillRoom(event.currentTarget, target.value);
    if (target.name === 'db' && target.value.trim() !== '') {
      (controls.namedItem('level') as HTMLSelectElement).value = 'custom';
    }
    update();
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)]">
      <div data-without-script className="col-start-1 row-start-1">
        <p className="rounded-lg bg-brand-50 p-4">{words.withoutScript.text}</p>
        <DataTable table={presetTable} words={tableWords} />
      </div>
      <div
        data-needs-script
        className="col-start-1 row-start-1 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <form
          {...live}
          ref={form}
          aria-label={words.form.label}
          onChange={onChange}
          onSubmit={(e) => {
            e.preventDefault();
            countUse();
            update();
          }}
        >
          <EstimatorFields levelError={reading.levelError} errors={reading.errors} choice={reading.choice} />
          {/* The estimate follows every change; the button is for those who expect to press one. */}
          <button type="submit" className={buttonClasses('outline', 'mt-4')}>
            {words.form.update}
          </button>
        </form>
        <section aria-labelledby="estimate-title" className="lg:sticky lg:top-36 lg:self-start">
          <h2 id="estimate-title" className="mb-4 text-2xl font-semibold">
            {words.result.title}
          </h2>
          {reading.levelError ? (
            <p className="mb-4 rounded-lg bg-danger-50 p-3 font-medium text-danger-700">
              {words.result.staleLevel}
            </p>
          ) : reading.errors ? (
            <p className="mb-4 rounded-lg bg-danger-50 p-3 font-medium text-danger-700">
              {words.result.staleRoom}
            </p>
          ) : null}
          <EstimateResult config={shown} />
        </section>
      </div>
    </div>
  );
}
