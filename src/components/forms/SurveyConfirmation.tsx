import type { FormWords } from '../../content/schemas/forms.ts';

interface Props {
  words: FormWords['survey']['confirmation'];
  /** The chosen times, as the visitor reads them. */
  slots: readonly string[];
}

/** What a sent survey request says: the times chosen, and that we confirm one by phone. */
export function SurveyConfirmation({ words, slots }: Props) {
  return (
    <>
      <p>{words.text}</p>
      <p className="mt-2 font-semibold">{words.chosen}</p>
      <ul className="mt-1 list-disc pl-5">
        {slots.map((slot) => (
          <li key={slot}>{slot}</li>
        ))}
      </ul>
    </>
  );
}
