import { memo } from 'react';
import type { FormWords } from '../../content/schemas/forms.ts';
import { slotFields } from '../../lib/leads/schemas.ts';
import { describeSlot, weekdaySlots, type Opening } from '../../lib/leads/surveySlots.ts';
import { fill } from '../../lib/templates.ts';
import { SelectField } from './SelectField.tsx';

interface Props {
  words: FormWords['survey'];
  hours: readonly Opening[];
  /** The opening hours as every page states them. */
  hoursText: string;
  leadTimeHours: number;
  errors: Record<string, string>;
}

/**
 * Up to three preferred times, each a select of weekdays' mornings and afternoons ("Any Tuesday, morning"): the
 * static page cannot know today's date, and the options never change once it runs, so a choice stays as the visitor
 * made it; we offer the nearest date when we call. Memoised: typing elsewhere in the form does not redraw the lists.
 */
export const SlotChoices = memo(function SlotChoices({
  words,
  hours,
  hoursText,
  leadTimeHours,
  errors,
}: Props) {
  const offered = weekdaySlots(hours).map((code) => ({
    code,
    label: describeSlot(code, hours, words.slots),
  }));
  return (
    <fieldset aria-describedby="survey-slots-hint" className="space-y-4">
      <legend className="font-serif text-xl font-bold text-brand-800">{words.slotsLegend}</legend>
      <p id="survey-slots-hint" className="text-sm text-ink-muted">
        {fill(words.slotsHint, { hours: hoursText, leadTime: leadTimeHours })} {words.weekdayHint}
      </p>
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
            options={offered.map(({ code, label }) => ({ value: code, label }))}
          />
        ))}
      </div>
    </fieldset>
  );
});
