import { resources } from '../../content/guides.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { CtaBlock } from './CtaBlock.tsx';
import { FaqList } from './FaqList.tsx';
import { InstallationSteps } from './InstallationSteps.tsx';
import { ResourceCards } from './ResourceCards.tsx';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';

/** The /resources page: guides, the installation walkthrough, FAQs and the closing call to action. */
export function ResourcesHub() {
  return (
    <>
      <PageIntro eyebrow="Free guides" title="Resources & Guides">
        <p>{resources.intro}</p>
      </PageIntro>
      <div className="container-page prose-body py-12">
        <ResourceCards />
        <EstimatorCallout on="resources" />
        <InstallationSteps />
        <FaqList id="faq" title="Frequently Asked Questions" faqs={resources.faqs} />
        <CtaBlock
          title={resources.cta.title}
          text={resources.cta.text}
          links={[
            { href: '/contact', label: 'Contact Our Experts', variant: 'light' },
            { href: '/quote-request', label: 'Get Free Quote', variant: 'accent' },
          ]}
        />
      </div>
    </>
  );
}
