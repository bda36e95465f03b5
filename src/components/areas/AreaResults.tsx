import type { FamilyFigures } from '../../content/areas/schema.ts';
import { resultStats } from './format.ts';
import { fill, words } from '../../content/interface.ts';
import { priceRangeText } from '../../lib/prices.ts';
import { guideService, priceGuide } from '../../lib/priceGuide.ts';
import { priceGuideData } from '../../content/priceGuide.ts';
import { Filled } from '../ui/Filled.tsx';

interface Props {
  name: string;
  figures: FamilyFigures;
  priceRange?: { from: number; to: number };
  /** A worked example of the price range (the installer page, where visitors decide on price). */
  example?: boolean;
}

/** The three-figure results panel, plus the price range where the page states one. */
export function AreaResults({ name, figures, priceRange, example = false }: Props) {
  // The price guide's own figure for its first service, so the page states one total for these windows.
  const worked =
    priceRange &&
    priceGuide(
      guideService(priceGuideData),
      { slug: '', name, perWindow: priceRange },
      words.areaPages.exampleWindows,
    );
  return (
    <section aria-labelledby="results" className="bg-brand-800 py-12 text-white sm:py-14">
      <div className="container-page">
        <h2 id="results" className="text-2xl font-bold text-white sm:text-3xl">
          {fill(words.areaPages.results, { area: name })}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-3">
          {resultStats(figures).map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 border-l-2 border-brass-500 pl-5">
              <dt className="text-brand-100 first-letter:uppercase">{stat.label}</dt>
              <dd className="font-serif text-4xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {priceRange && (
          <p className="mt-8 text-brand-100">
            <Filled
              text={words.areaPages.typicalPrice}
              values={{ range: <strong className="text-white">{priceRangeText(priceRange)}</strong> }}
            />
            {worked?.kind === 'windows' &&
              example &&
              ` ${fill(words.areaPages.priceExample, { windows: worked.windows, area: name, range: priceRangeText(worked.each), total: priceRangeText(worked.total) })}`}
          </p>
        )}
      </div>
    </section>
  );
}
