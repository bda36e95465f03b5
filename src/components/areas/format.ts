import type { FamilyFigures } from '../../content/areas/schema.ts';
import type { Area } from '../../content/areas/index.ts';
import { pounds } from '../../lib/prices.ts';

export { pounds, priceRangeText } from '../../lib/prices.ts';

export const warrantyText = (warranty: Area['warranty']) =>
  warranty === 'lifetime' ? 'Lifetime excellence guarantee' : `${warranty} warranty`;

export interface Stat {
  value: string;
  label: string;
}

/** The results panel: noise reduction, properties, average investment, in that order. */
export function resultStats(figures: FamilyFigures): Stat[] {
  const { reduction, properties, investment } = figures;
  return [
    { value: `${reduction}%`, label: 'Average noise reduction' },
    'count' in properties
      ? { value: `${properties.count.toLocaleString('en-GB')}+`, label: `${properties.noun} fitted locally` }
      : properties,
    'pounds' in investment
      ? {
          value: pounds(investment.pounds),
          // The spec's installer table gives some averages inside the per-window price range: label them so.
          label: investment.per === 'window' ? 'average investment per window' : 'average investment',
        }
      : investment,
  ];
}

/** The phone number kept on one line (html-validate's tel-non-breaking). */
