import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { HubShell } from './HubShell.tsx';
import { areaHref, areas, featuredAreaSlugs, getArea, regions } from '../../content/areas/index.ts';
import { paths } from '../../paths.ts';
import { quoteHref } from '../../lib/leads/quoteHref.ts';
import { pounds } from '../../lib/prices.ts';
import { fill, words } from '../../content/interface.ts';

/**
 * /locations: six featured area cards, the postcode finder and twelve London regions listing every area page (an
 * area's installer page where its /areas page is switched off).
 */
export function LocationsPage({ title, children }: { title: string; children: ReactNode }) {
  const t = words.locations;
  return (
    <HubShell eyebrow={t.eyebrow} title={title} intro={t.intro} finder={children} after={<Regions />}>
      <section aria-labelledby="featured">
        <h2 id="featured" className="text-2xl font-bold">
          {t.featured}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {featuredAreaSlugs.map((slug) => {
            const area = getArea(slug);
            // An area whose /areas page is switched off shows its installer page's figures and links there.
            const figures = (area.areaPage ?? area.installer).figures;
            return (
              <li key={slug}>
                <article className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
                  <h3 className="text-xl font-bold">{area.name}</h3>
                  <p className="mt-1 text-sm font-semibold tracking-wide text-brass-700 uppercase">
                    {fill(t.tone, { tone: area.tone })}
                  </p>
                  <p className="mt-3 flex-1 text-ink-muted">
                    {[
                      fill(t.reduction, { percent: figures.reduction }),
                      'pounds' in figures.investment &&
                        fill(t.investment, { amount: pounds(figures.investment.pounds) }),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                    .
                  </p>
                  <a
                    href={areaHref('area', slug)}
                    className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
                  >
                    {fill(t.explore, { area: area.name })}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    </HubShell>
  );
}

/** The London regions, each listing its area pages (or the quote link where none has one yet). */
function Regions() {
  const t = words.locations;
  return (
    <section aria-labelledby="regions" className="bg-stone-50 py-12">
      <div className="container-page">
        <h2 id="regions" className="text-2xl font-bold">
          {t.regions}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {regions.map((region) => (
            <li key={region.name} className="rounded-card bg-white p-5 shadow-card">
              <h3 className="text-lg font-bold">{region.name}</h3>
              <p className="mt-1 text-sm text-ink-muted">{region.summary}</p>
              {region.areas.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-x-4">
                  {region.areas.map((slug) => (
                    <li key={slug}>
                      <a
                        href={areaHref('area', slug)}
                        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                      >
                        {getArea(slug).name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3">
                  <a
                    href={quoteHref()}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                  >
                    {words.actions.quote}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <a
            href={paths.installers}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {fill(t.allInstallerPages, { count: areas.length })}
          </a>
        </p>
      </div>
    </section>
  );
}
