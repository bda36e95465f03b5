/** The lists the calculator picks from, as the estimator's figures (data.ts) hold them: picks.ts owns this type. */
interface PickLists {
  outdoorPresets: readonly { id: string }[];
  existingWindows: readonly { id: string }[];
  glasses: readonly { id: string }[];
}

/**
 * The calculator's own choices among the business's figures, by id: the setup it starts with, the setup of the
 * typical-results table, and the existing window the guide's acoustic table assumes. The ids are the business's to
 * rename or remove in the editor; the calculator then takes the first of that list instead (`pickOf`), and
 * `npm run launch-check` names the choice that moved (`movedPicks`). The build never stops on one.
 */
export const calculatorPicks = {
  preset: 'busy-road',
  window: 'single-4mm',
  glass: '6-8-acoustic',
} as const;

type Picked = keyof typeof calculatorPicks;
const listOf = (data: PickLists, pick: Picked) =>
  ({ preset: data.outdoorPresets, window: data.existingWindows, glass: data.glasses })[pick] as readonly {
    id: string;
  }[];

/** The id the calculator uses for one of its choices: the one it names, or the list's first when that one is gone. */
export function pickOf(data: PickLists, pick: Picked): string | undefined {
  const list = listOf(data, pick);
  return (list.find((x) => x.id === calculatorPicks[pick]) ?? list[0])?.id;
}

/** The choices whose id the figures no longer have, with the id taken instead. */
export function movedPicks(data: PickLists): { pick: Picked; named: string; used: string | undefined }[] {
  return (Object.keys(calculatorPicks) as Picked[])
    .filter((pick) => !listOf(data, pick).some((x) => x.id === calculatorPicks[pick]))
    .map((pick) => ({ pick, named: calculatorPicks[pick], used: pickOf(data, pick) }));
}
