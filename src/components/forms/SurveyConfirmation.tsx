import type { FormWords } from '../../content/schemas/forms.ts';
import { chosenSlots } from '../../lib/leads/surveyConfirmation.ts';
import type { Opening } from '../../lib/leads/surveySlots.ts';
import { Filled } from '../ui/Filled.tsx';

interface Props {
  words: Pick<FormWords['survey'], 'confirmation' | 'slots'>;
  hours: readonly Opening[];
  /** What the request carried: its times, its reference and any e-mail address. */
  sent: Record<string, string>;
}

/** What a sent survey request says: its reference, the times chosen, and that we confirm one by phone. */
export function SurveyConfirmation({ words: { confirmation, slots }, hours, sent }: Props) {
  return (
    <>
      <p>{confirmation.text}</p>
      {sent.reference && (
        <p className="mt-2 font-semibold">
          <Filled text={confirmation.reference} values={{ reference: sent.reference }} />
        </p>
      )}
      <p className="mt-2 font-semibold">{confirmation.chosen}</p>
      <ul className="mt-1 list-disc pl-5">
        {chosenSlots(sent, hours, slots).map((slot) => (
          <li key={slot}>{slot}</li>
        ))}
      </ul>
      {sent.email && (
        <p className="mt-2">
          <Filled text={confirmation.emailed} values={{ email: sent.email }} />
        </p>
      )}
    </>
  );
}
