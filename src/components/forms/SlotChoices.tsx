import { useEffect, useMemo, useRef } from 'react';
import type { FormWords } from '../../content/schemas/forms.ts';
import { drafts } from '../../lib/leads/drafts.ts';
import { slotFields } from '../../lib/leads/schemas.ts';
import {
  dateSlots,
  describeSlot,
  matchSlot,
  weekdaySlots,
  type Opening,
} from '../../lib/leads/surveySlots.ts';
import { fill } from '../../lib/templates.ts';
import { SelectField } from './SelectField.tsx';
import { useClientValue } from './useLive.ts';

interface Props {
  words: FormWords['survey'];
  hours: readonly Opening[];
  /** The opening hours as every page states them. */
  hoursText: string;
  leadTimeHours: number;
  errors: Record<string, string>;
  /** Tells the form a choice was set by the script (its draft and counters follow). */
  onChange: () => void;
}

/**
 * Up to three preferred times, each a select. The static page cannot know today's date, so its HTML (and a visitor
 * without JavaScript) offers weekdays ("Any Tuesday, morning"); once the script runs, the real mornings and
 * afternoons of the next 14 days, after the notice we need. A weekday chosen before then becomes its first date.
 */
export function SlotChoices({ words, hours, hoursText, leadTimeHours, errors, onChange }: Props) {
  const dated = useClientValue(() => true, false);
  const offered = useMemo(
    () => (dated ? dateSlots(hours, new Date(), leadTimeHours) : weekdaySlots(hours)),
    [dated, hours, leadTimeHours],
  );
  const group = useRef<HTMLFieldSetElement>(null);
  // The draft as it was when the form woke: a dated choice in it has no option until the dates are in.
  const draft = useRef<Record<string, string>>(undefined);

  useEffect(() => {
    if (!dated) {
      draft.current = drafts.load('survey');
      return;
    }
    if (!group.current) return;
    const saved = draft.current ?? drafts.load('survey') ?? {};
    for (const name of slotFields) {
      const select = group.current.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
      if (!select) continue;
      const chosen = select.value || saved[name] || '';
      select.value = (chosen && matchSlot(chosen, offered)) || '';
    }
    onChange();
    // Once, when the dates replace the weekdays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dated]);

  return (
    <fieldset ref={group} aria-describedby="survey-slots-hint" className="space-y-4">
      <legend className="font-serif text-xl font-bold text-brand-800">{words.slotsLegend}</legend>
      <p id="survey-slots-hint" className="text-sm text-ink-muted">
        {fill(words.slotsHint, { hours: hoursText, leadTime: leadTimeHours })}
      </p>
      <noscript>
        <p className="text-sm text-ink-muted">{words.noScriptHint}</p>
      </noscript>
      <div className="grid gap-5">
        {slotFields.map((name, i) => (
          <SelectField
            key={name}
            id={`survey-${name}`}
            name={name}
            label={words.choices[i]!}
            required={i === 0}
            defaultValue=""
            error={errors[name]}
            placeholder={words.selectSlot}
            options={offered.map((code) => ({ value: code, label: describeSlot(code, hours, words.slots) }))}
          />
        ))}
      </div>
    </fieldset>
  );
}
