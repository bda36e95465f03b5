import type { InterfaceWords } from '../../content/schemas/interface.ts';
import { fill } from '../../lib/templates.ts';
import { pounds } from '../../lib/prices.ts';
import {
  aboveArea,
  guideRangeText,
  guideTotalText,
  priceGuide,
  type GuideArea,
  type GuideService,
} from '../../lib/priceGuide.ts';
import { otherServiceText } from './PriceGuideTable.tsx';

interface Props {
  service: GuideService;
  area: GuideArea;
  /** Undefined while the number typed is not one the guide works out. */
  windows?: number;
  words: InterfaceWords['priceGuide'];
}

/** The guide's answer: the range as a guide, the sum that makes it, and the prices it is worked from. */
export function PriceGuideResult({ service, area, windows, words }: Props) {
  const guide = windows === undefined ? undefined : priceGuide(service, area, windows);
  const total = guide && guideTotalText(guide, words.from);
  const areaRange = guideRangeText(area.perWindow, words.from);
  return (
    <div aria-live="polite" className="rounded-card border border-brand-100 bg-brand-50 p-5 sm:p-6">
      {guide?.kind === 'windows' && total && (
        <>
          <p
            data-guide-total
            className="font-serif text-2xl font-semibold text-brand-800 first-letter:uppercase sm:text-3xl"
          >
            {fill(words.result, { range: total })}
          </p>
          <p data-guide-working className="mt-3 text-lg">
            {fill(words.working, {
              windows:
                guide.windows === 1 ? words.oneWindow : fill(words.manyWindows, { count: guide.windows }),
              each: guideRangeText(guide.each, words.from),
              total,
            })}
          </p>
          <p className="mt-3 text-ink-muted">
            {fill(aboveArea(service, area) ? words.basisFloor : words.basis, {
              service: service.name,
              price: pounds(service.price!),
              area: area.name,
              range: areaRange,
            })}
          </p>
        </>
      )}
      {guide?.kind === 'fixed' && total && (
        <>
          <p
            data-guide-total
            className="font-serif text-2xl font-semibold text-brand-800 first-letter:uppercase sm:text-3xl"
          >
            {fill(words.result, { range: total })}
          </p>
          <p className="mt-3 text-lg">{otherServiceText(service, words)}</p>
        </>
      )}
      {guide?.kind === 'survey' && (
        <p data-guide-total className="text-lg">
          {otherServiceText(service, words)}
        </p>
      )}
      {!guide && <p className="text-ink-muted">{words.intro}</p>}
    </div>
  );
}
