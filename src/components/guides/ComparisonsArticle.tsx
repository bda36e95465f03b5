import { comparisons, comparisonCharts } from '../../content/guides.ts';
import { BarChart } from '../charts/BarChart.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { CtaBlock } from './CtaBlock.tsx';
import { DataTable } from './DataTable.tsx';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';
import { words, tableWords } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

/** The /comparisons long read: tables of every option, charts, and when each one wins. */
export function ComparisonsArticle() {
  const c = comparisons;
  const t = words.guides;
  return (
    <article>
      <PageIntro eyebrow={t.comparisonsEyebrow} title={c.headline}>
        <ArticleMeta datePublished={c.datePublished} />
      </PageIntro>
      <div className="container-page prose-body py-12">
        {/* A phone's largest paint: part of the first screen (docs/performance.md). */}
        <div data-first-screen="" className="max-w-3xl">
          {c.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <section aria-labelledby="at-a-glance" className="mt-12">
          <h2 id="at-a-glance" className="text-2xl font-bold sm:text-3xl">
            {t.atAGlance}
          </h2>
          <div className="my-8 grid gap-8 lg:grid-cols-2 [&>figure]:my-0">
            <BarChart chart={comparisonCharts.noise} />
            <BarChart chart={comparisonCharts.cost} />
          </div>
        </section>
        <section aria-labelledby="side-by-side" className="mt-12">
          <h2 id="side-by-side" className="text-2xl font-bold sm:text-3xl">
            {t.sideBySide}
          </h2>
          <p className="mt-4 max-w-3xl">{c.indicativeNote}</p>
          <DataTable table={c.performanceTable} words={tableWords} />
          <DataTable table={c.practicalTable} words={tableWords} />
        </section>
        <section aria-labelledby="when-each-wins" className="mt-12">
          <h2 id="when-each-wins" className="text-2xl font-bold sm:text-3xl">
            {t.whenEachWins}
          </h2>
          <dl className="mt-6 grid gap-4 md:grid-cols-2">
            {c.options.map((o) => (
              <div key={o.name} className="rounded-card border border-stone-200 bg-white p-5 shadow-card">
                <dt className="font-serif text-lg font-semibold text-brand-800">{o.name}</dt>
                <dd className="mt-2">{o.winsWhen}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="verdict" className="mt-12 max-w-3xl">
          <h2 id="verdict" className="text-2xl font-bold sm:text-3xl">
            {t.verdict}
          </h2>
          {c.verdict.map((p) => (
            <p key={p} className="mt-4">
              {p}
            </p>
          ))}
        </section>
        <EstimatorCallout on="comparisons" />
        <CtaBlock
          title={t.comparisonsClosingTitle}
          text={t.comparisonsClosingText}
          links={[
            { href: paths.quote, label: words.actions.quote, variant: 'accent' },
            { href: paths.contact, label: words.actions.contact, variant: 'light' },
          ]}
        />
      </div>
    </article>
  );
}
