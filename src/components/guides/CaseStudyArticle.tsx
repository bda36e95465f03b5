import { Fragment } from 'react';
import { caseStudy, caseStudyResultsTable } from '../../content/guides.ts';
import { BeforeAfterChart } from '../charts/BeforeAfterChart.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { CtaBlock } from './CtaBlock.tsx';
import { DataTable } from './DataTable.tsx';
import { GuideSection } from './GuideSection.tsx';
import { fill, words, tableWords } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

/** The /case-studies article; the measured results follow the description of the home. */
export function CaseStudyArticle() {
  const c = caseStudy;
  const t = words.guides;
  return (
    <article>
      <PageIntro eyebrow={t.caseStudyEyebrow} title={c.headline}>
        <p>{c.standfirst}</p>
        <ArticleMeta datePublished={c.datePublished} />
      </PageIntro>
      <div className="container-page prose-body max-w-4xl py-12">
        {c.sections.map((s) => (
          // No wrapper element: the sections are siblings, so the same margin separates each from the last.
          <Fragment key={s.id}>
            <GuideSection section={s} />
            {s.id === 'family-home' && (
              <section aria-labelledby="results" className="mt-12">
                <h2 id="results" className="text-2xl font-bold sm:text-3xl">
                  {t.caseStudyResults}
                </h2>
                <DataTable table={caseStudyResultsTable} words={tableWords} />
                <BeforeAfterChart
                  title={t.caseStudyChart}
                  description={c.results.map((r, i) => (
                    <Fragment key={r.id}>
                      {fill(t.caseStudyChartItem, { source: r.source, before: r.beforeDb, after: r.afterDb })}
                      {i < c.results.length - 1 ? '; ' : '.'}
                    </Fragment>
                  ))}
                  unit="dB"
                  max={110}
                  keys={{ before: c.resultsLabels.chartBefore, after: c.resultsLabels.chartAfter }}
                  items={c.results.map((r) => ({ label: r.source, before: r.beforeDb, after: r.afterDb }))}
                />
              </section>
            )}
          </Fragment>
        ))}
        <CtaBlock
          title={t.caseStudyClosingTitle}
          text={t.caseStudyClosingText}
          links={[
            { href: paths.quote, label: words.actions.quote, variant: 'accent' },
            { href: paths.contact, label: words.actions.contact, variant: 'light' },
          ]}
        />
      </div>
    </article>
  );
}
