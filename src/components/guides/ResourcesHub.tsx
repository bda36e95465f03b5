import { resources } from '../../content/guides.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { CtaBlock } from './CtaBlock.tsx';
import { FaqList } from './FaqList.tsx';
import { InstallationSteps } from './InstallationSteps.tsx';
import { ResourceCards } from './ResourceCards.tsx';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';
import { words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

/** The /resources page: guides, the installation walkthrough, FAQs and the closing call to action. */
export function ResourcesHub() {
  const t = words.guides;
  return (
    <>
      <PageIntro eyebrow={t.resourcesEyebrow} title={t.resourcesTitle}>
        <p>{resources.intro}</p>
      </PageIntro>
      <div className="container-page prose-body py-12">
        <ResourceCards />
        <EstimatorCallout on="resources" />
        <InstallationSteps />
        <FaqList id="faq" title={t.faqTitle} faqs={resources.faqs} />
        <CtaBlock
          title={resources.cta.title}
          text={resources.cta.text}
          links={[
            { href: paths.contact, label: words.actions.contact, variant: 'light' },
            { href: paths.quote, label: words.actions.quote, variant: 'accent' },
          ]}
        />
      </div>
    </>
  );
}
