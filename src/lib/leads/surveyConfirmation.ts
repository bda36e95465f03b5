import { slotFields, type SurveyValues } from './schemas.ts';
import { describeSlot, type Opening, type SlotWords } from './surveySlots.ts';

/** The times a survey request asked for, as the visitor and the team read them. */
export function chosenSlots(
  values: Partial<Record<keyof SurveyValues, string>>,
  hours: readonly Opening[],
  words: SlotWords,
): string[] {
  return slotFields.flatMap((name) => {
    const code = values[name]?.trim();
    return code ? [describeSlot(code, hours, words)] : [];
  });
}
