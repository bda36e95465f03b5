import { estimatorData as data } from '../../content/estimator/data.ts';
import { dbRangeLabel } from '../../content/estimator/index.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { fill, fillParts } from '../../lib/templates.ts';
import { Filled } from '../ui/Filled.tsx';
import { defaultConfig, type FormReading } from './readConfig.ts';
import { control, fieldset, legend } from './fieldStyles.ts';
import { EventCount, RoomSizeFields } from './RoomFields.tsx';

const words = estimatorWords.form;

function Choices({
  name,
  items,
  checked,
}: {
  name: string;
  items: { id: string; label: string }[];
  checked: string;
}) {
  return (
    <div className="mt-2 grid gap-1 sm:grid-cols-2">
      {items.map((item) => (
        <label
          key={item.id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={item.id}
            defaultChecked={item.id === checked}
            className="size-5 accent-brand-700"
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

/** The calculator's inputs: plain form controls, read from the form itself (so choices made before it wakes count). */
export function EstimatorFields({
  levelError,
  errors = {},
  choice,
}: {
  levelError?: string;
  errors?: FormReading['errors'];
  /** The noise and room chosen: whether the events' count applies. */
  choice: FormReading['choice'];
}) {
  const level = 'preset' in defaultConfig.level ? defaultConfig.level.preset : 'custom';
  return (
    <div className="space-y-4">
      <fieldset className={fieldset}>
        <legend className={legend}>{words.noise}</legend>
        <Choices name="kind" items={data.noiseKinds} checked={defaultConfig.kind} />
        <EventCount choice={choice} error={errors.events} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{words.outside}</legend>
        <label htmlFor="estimator-level" className="mt-2 block font-medium">
          {words.street}
        </label>
        <select id="estimator-level" name="level" defaultValue={level} className={control}>
          {data.outdoorPresets.map((p) => (
            <option key={p.id} value={p.id}>
              {fillParts(words.preset, { preset: p.label, level: dbRangeLabel(p.level) })}
            </option>
          ))}
          <option value="custom">{words.ownOption}</option>
        </select>
        <label htmlFor="estimator-db" className="mt-3 block font-medium">
          {words.ownLevel}{' '}
          <span className="font-normal text-ink-muted">
            <Filled text={words.ownLevelRange} values={data.customLevel} />
          </span>
        </label>
        <input
          id="estimator-db"
          name="db"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={levelError ? true : undefined}
          aria-describedby={levelError ? 'estimator-db-error' : undefined}
          className={`${control} max-w-40`}
        />
        {levelError && (
          <p id="estimator-db-error" className="mt-2 font-medium text-danger-700">
            {levelError}
          </p>
        )}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{words.room}</legend>
        <Choices
          name="room"
          items={data.room.rooms.map((r) => ({
            id: r.id,
            label: fill(words.roomOption, { room: r.label, window: r.windowM2 }),
          }))}
          checked={defaultConfig.room ?? data.room.rooms[0]!.id}
        />
        <RoomSizeFields errors={errors} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{words.window}</legend>
        <Choices name="window" items={data.existingWindows} checked={defaultConfig.window} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{words.glazing}</legend>
        <label htmlFor="estimator-glass" className="mt-2 block font-medium">
          {words.glass}
        </label>
        <select id="estimator-glass" name="glass" defaultValue={defaultConfig.glass} className={control}>
          {data.glasses.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
        <label htmlFor="estimator-gap" className="mt-3 block font-medium">
          {words.gap} <span className="font-normal text-ink-muted">{words.gapHint}</span>
        </label>
        <input
          id="estimator-gap"
          name="gap"
          type="number"
          inputMode="numeric"
          min={data.gap.min}
          max={data.gap.max}
          step={1}
          defaultValue={defaultConfig.gapMm}
          aria-invalid={errors.gap ? true : undefined}
          aria-describedby={errors.gap ? 'estimator-gap-error' : undefined}
          className={`${control} max-w-40`}
        />
        {errors.gap && (
          <p id="estimator-gap-error" className="mt-2 font-medium text-danger-700">
            {errors.gap}
          </p>
        )}
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 font-medium hover:bg-brand-50">
          <input
            type="checkbox"
            name="lined"
            value="yes"
            defaultChecked={defaultConfig.lined ?? false}
            aria-describedby="estimator-lining-note"
            className="size-5 accent-brand-700"
          />
          {words.lining}
        </label>
        <p id="estimator-lining-note" className="mt-1 text-ink-muted">
          {words.liningNote}
        </p>
      </fieldset>
    </div>
  );
}
