import type { ReactNode } from 'react';
import { estimatorData as data } from '../../content/estimator/data.ts';
import type { EstimatorConfig } from '../../lib/estimator/estimate.ts';
import { eventsApply, roomFields } from '../../content/estimator/index.ts';
import { figure, type RoomFieldName } from '../../lib/estimator/roomInput.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { Filled } from '../ui/Filled.tsx';
import { control } from './fieldStyles.ts';

const words = estimatorWords.form;

/** One typed figure: its label, its hint (and range) as its description, and its message when it is not valid. */
function Figure({
  name,
  label,
  hint,
  value,
  error,
}: {
  name: RoomFieldName;
  label: string;
  hint: ReactNode;
  value: number;
  error?: string;
}) {
  const id = `estimator-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={name === 'events' ? 'numeric' : 'decimal'}
        autoComplete="off"
        defaultValue={figure(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`${control} max-w-40`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The room's size, folded: the first room's stated figures, each the visitor's to change (choosing a room puts its
 * own figures back; src/components/estimator/NoiseEstimator.tsx). Its `open` is the visitor's alone: React never sets it.
 */
export function RoomSizeFields({ errors = {} }: { errors?: Partial<Record<RoomFieldName, string>> }) {
  const room = data.room.rooms[0]!;
  return (
    <details className="group mt-2 rounded-lg border border-stone-200">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 px-3 font-medium hover:bg-brand-50">
        <span>{words.roomSize}</span>
        <span aria-hidden="true" className="text-xl text-brass-700 group-open:rotate-45">
          +
        </span>
      </summary>
      {/* Three across where the form is wide; one above another beside the result (lg) and on phones. */}
      <div className="grid gap-4 p-3 sm:grid-cols-3 lg:grid-cols-1">
        {roomFields.map((f) => (
          <Figure
            key={f.name}
            name={f.name}
            label={f.label}
            hint={<Filled text={f.hint} values={data.room.limits[f.key]} />}
            value={room[f.key]}
            error={errors[f.name]}
          />
        ))}
      </div>
    </details>
  );
}

/** How many trains or flights pass in a night: shown where the number counts (`eventsApply`). */
export function EventCount({
  choice,
  error,
}: {
  choice: Pick<EstimatorConfig, 'kind' | 'room'>;
  error?: string;
}) {
  return (
    <div className="mt-3" hidden={!eventsApply(choice)}>
      <Figure
        name="events"
        label={words.events}
        hint={<Filled text={words.range} values={{ min: 1, max: data.room.events.maxPerNight }} />}
        value={data.room.events.perNight}
        error={error}
      />
    </div>
  );
}
