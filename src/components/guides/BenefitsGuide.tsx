import { benefitsGuide } from '../../content/guides.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { CtaBlock } from './CtaBlock.tsx';
import { FaqList } from './FaqList.tsx';
import { GuideSection } from './GuideSection.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';
import { words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

/** The /benefits long guide: contents, the introduction and nine numbered sections, then FAQs. */
export function BenefitsGuide() {
  const g = benefitsGuide;
  const t = words.guides;
  return (
    <article>
      <PageIntro eyebrow={t.benefitsEyebrow} title={g.headline}>
        <p>{g.standfirst}</p>
        <ArticleMeta datePublished={g.datePublished} />
      </PageIntro>
      <div className="container-page py-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <div className="mb-10 lg:mb-0">
          {/* Below the sticky header (its top bar and nav are 121 px from lg up). */}
          <div className="lg:sticky lg:top-36">
            <TableOfContents items={g.sections} />
          </div>
        </div>
        <div className="prose-body max-w-3xl min-w-0">
          {g.sections.map((s) => (
            <GuideSection key={s.id} section={s} />
          ))}
          <EstimatorCallout on="benefits" />
          <FaqList id="faq" title={t.faqTitle} faqs={g.faqs} />
          <CtaBlock
            title={t.benefitsClosingTitle}
            text={t.benefitsClosingText}
            links={[
              { href: paths.quote, label: words.actions.quote, variant: 'accent' },
              { href: paths.contact, label: words.actions.contact, variant: 'light' },
            ]}
          />
        </div>
      </div>
    </article>
  );
}
