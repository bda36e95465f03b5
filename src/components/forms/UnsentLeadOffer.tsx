import { useMemo, useState } from 'react';
import islandWords from 'virtual:island-words';
import { site } from '../../config/site.ts';
import { fill } from '../../lib/templates.ts';
import { unsentLeads, type UnsentLead } from '../../lib/leads/drafts.ts';
import { fallbackMailto } from '../../lib/leads/fallback.ts';
import { confirmations, type LeadFormName } from '../../lib/leads/schemas.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Filled } from '../ui/Filled.tsx';
import { FailureHelp } from './FailureHelp.tsx';
import { FormWordsProvider } from './FormWords.tsx';
import { SurveyConfirmation } from './SurveyConfirmation.tsx';
import { useLeadPipeline } from './useLeadPipeline.ts';
import { useClientValue } from './useLive.ts';

/** What a lead is called in the offer (forms.yaml `unsent.what`). */
const kind = (form: LeadFormName) => (form === 'quote' || form === 'survey' ? form : 'message');

/**
 * Its words come from forms.yaml through a module (src/integrations/islandWords.ts), not props: this island is on
 * every page.
 *
 * On any page, a lead whose send failed earlier (in this or another tab) is offered once for sending, with the
 * visitor's consent; sent or discarded, it is gone. The island wakes at once only when such a lead is waiting.
 */
export function UnsentLeadOffer() {
  const { unsent: words, shared, survey } = islandWords;
  const raw = useClientValue(unsentLeads.raw, null);
  const waiting = useMemo(() => (raw ? unsentLeads.all()[0] : undefined), [raw]);
  // The lead being sent stays on show after a success has taken it out of storage.
  const [chosen, setChosen] = useState<UnsentLead>();
  const lead = chosen ?? waiting;
  const form = (lead?.form ?? 'quote') as LeadFormName;
  const pipeline = useLeadPipeline(form);
  const [closed, setClosed] = useState(false);
  if (!lead || closed) return null;
  const { outcome } = pipeline;
  const what = words.what[kind(form)];
  const email = lead.values.email || lead.values.from_email;

  const discard = () => {
    unsentLeads.clear(lead.form);
    setClosed(true);
  };

  return (
    <FormWordsProvider value={shared}>
      <section
        aria-labelledby="unsent-lead-title"
        className="fixed right-3 bottom-19 left-3 z-50 max-w-sm rounded-card border border-stone-200 bg-white p-4 text-ink shadow-2xl sm:right-auto xl:bottom-4"
      >
        {outcome.state === 'sent' ? (
          <div role="status">
            <h2 id="unsent-lead-title" className="font-bold text-success-700">
              {form === 'survey' ? survey.confirmation.title : confirmations[form].title}
            </h2>
            <div className="mt-1">
              {form === 'survey' ? (
                <SurveyConfirmation words={survey} hours={site.hours} sent={pipeline.sent ?? lead.values} />
              ) : (
                <p>{confirmations[form].text}</p>
              )}
            </div>
            <button
              type="button"
              onClick={() => setClosed(true)}
              className={buttonClasses('outline', 'mt-3')}
            >
              {words.close}
            </button>
          </div>
        ) : (
          <>
            <h2 id="unsent-lead-title" className="font-bold">
              <Filled text={words.title} values={{ what }} />
            </h2>
            <p className="mt-1 text-sm">
              {email ? <Filled text={words.keptFrom} values={{ email }} /> : words.kept}
            </p>
            {outcome.state === 'failed' && (
              <div role="alert" className="mt-2 text-sm text-danger-700">
                <p>{words.stillNotSent}</p>
                <FailureHelp
                  mailto={fallbackMailto(fill(words.subject, { what }), Object.entries(lead.values))}
                />
              </div>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={outcome.state === 'sending'}
                onClick={() => {
                  setChosen(lead);
                  void pipeline.send(lead.values as never);
                }}
                className={buttonClasses('primary', 'disabled:cursor-wait disabled:opacity-80')}
              >
                {outcome.state === 'sending' ? shared.sending : words.send}
              </button>
              <button type="button" onClick={discard} className={buttonClasses('outline')}>
                {words.discard}
              </button>
            </div>
          </>
        )}
      </section>
    </FormWordsProvider>
  );
}
