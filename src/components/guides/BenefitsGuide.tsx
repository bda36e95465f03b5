import { benefitsGuide } from '../../content/guides.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { CtaBlock } from './CtaBlock.tsx';
import { FaqList } from './FaqList.tsx';
import { GuideSection } from './GuideSection.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';

/** The /benefits long guide: contents, the introduction and nine numbered sections, then FAQs. */
export function BenefitsGuide() {
  const g = benefitsGuide;
  return (
    <article>
      <PageIntro eyebrow="The complete guide" title={g.headline}>
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
          <FaqList id="faq" title="Frequently asked questions" faqs={g.faqs} />
          <CtaBlock
            title="Hear the difference in your home"
            text="A free survey tells you which glass and air gap suit your windows, with a fixed quote."
            links={[
              { href: '/quote-request', label: 'Get Free Quote', variant: 'accent' },
              { href: '/contact', label: 'Contact Our Experts', variant: 'light' },
            ]}
          />
        </div>
      </div>
    </article>
  );
}
