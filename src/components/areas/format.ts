import type { FamilyFigures } from '../../content/areas/schema.ts';
import type { Area } from '../../content/areas/index.ts';
import { fill, words } from '../../content/interface.ts';
import { pounds } from '../../lib/prices.ts';

export const warrantyText = (warranty: Area['warranty']) =>
  warranty === 'lifetime'
    ? words.areaPages.lifetimeGuarantee
    : fill(words.areaPages.warranty, { years: warranty });

export interface Stat {
  value: string;
  label: string;
}

/** The results panel: noise reduction, properties, average investment, in that order. */
export function resultStats(figures: FamilyFigures): Stat[] {
  const { reduction, properties, investment } = figures;
  const t = words.areaPages;
  return [
    { value: `${reduction}%`, label: t.reductionLabel },
    'count' in properties
      ? {
          value: `${properties.count.toLocaleString('en-GB')}+`,
          label: fill(t.propertiesLabel, { noun: properties.noun }),
        }
      : properties,
    'pounds' in investment
      ? {
          value: pounds(investment.pounds),
          // The spec's installer table gives some averages inside the per-window price range: label them so.
          label: investment.per === 'window' ? t.investmentPerWindowLabel : t.investmentLabel,
        }
      : investment,
  ];
}
