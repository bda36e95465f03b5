import { ArrowRight } from 'lucide-react';
import type { Area } from '../../content/areas/index.ts';
import { fill, words } from '../../content/interface.ts';
import { priceRangeText } from '../../lib/prices.ts';
import { familyPath } from '../../paths.ts';

/**
 * The /areas page's price in one line, linking to the full price guide on the area's installer page: the guide is on
 * one page of the pair only, so the twins do not share its table's text.
 */
export function AreaPriceLine({ area }: { area: Area }) {
  const t = words.areaPages;
  return (
    <section aria-label={words.priceGuide.title} className="border-y border-stone-200 bg-stone-50 py-6">
      <p className="container-page flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="font-semibold">
          {fill(t.priceLine, { area: area.name, range: priceRangeText(area.installer.priceRange) })}
        </span>
        <a
          href={`${familyPath('installer', area.slug)}#price-guide`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          {fill(t.priceGuideLink, { area: area.name })}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brass-700" />
        </a>
      </p>
    </section>
  );
}
