import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { quoteSchema, type QuoteValues } from '../../lib/leads/schemas.ts';
import { deliverQuote } from '../../lib/leads/deliverQuote.ts';
import { describeQuoteContext, readQuoteContext, type AreaNames } from '../../lib/leads/quoteHref.ts';
import { fallbackMailto } from '../../lib/leads/fallback.ts';
import { drafts } from '../../lib/leads/drafts.ts';
import { formMeta } from '../../lib/leads/schemas.ts';
import { FormMeta } from './FormMeta.tsx';
import { Notice } from './Notice.tsx';
import { FailureHelp } from './FailureHelp.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { QuoteFields } from './QuoteFields.tsx';
import { useClientValue, useLive } from './useLive.ts';

const empty: QuoteValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  postcode: '',
  numberOfWindows: '',
  glassType: '',
  windowDimensions: '',
  additionalInfo: '',
};

const draftKey = 'quote';

/** The quote request form: react-hook-form + the shared zod schema, delivered through EmailJS. */
export function QuoteForm({ action, areaNames }: { action: string; areaNames: AreaNames }) {
  const form = useForm<QuoteValues>({ resolver: zodResolver(quoteSchema), defaultValues: empty });
  const { handleSubmit, reset, subscribe, getValues, formState } = form;
  const [outcome, setOutcome] = useState<'idle' | 'sent' | 'failed'>('idle');
  const search = useClientValue(() => window.location.search, '');
  const context = useMemo(() => readQuoteContext(search, areaNames), [search, areaNames]);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const live = useLive();

  useEffect(() => {
    // Hydrated: react-hook-form takes over from the browser's own validation and native post.
    if (formRef.current) formRef.current.noValidate = true;
    const saved = drafts.load(draftKey);
    if (saved) reset({ ...empty, ...drafts.merge(saved, getValues()) });
    drafts.save(draftKey, getValues()); // anything typed before the form woke
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => drafts.save(draftKey, values),
    });
  }, [reset, subscribe, getValues]);

  const onValid = async (values: QuoteValues) => {
    if (sending.current) return;
    sending.current = true;
    setOutcome('idle');
    try {
      await deliverQuote(values, describeQuoteContext(context));
      drafts.clear(draftKey);
      reset(empty);
      setOutcome('sent');
    } catch (error) {
      console.error('Quote request failed', error);
      setOutcome('failed');
    } finally {
      sending.current = false;
    }
  };

  const v = getValues();
  const mailto = fallbackMailto('Quote request', [
    ['Name', `${v.firstName} ${v.lastName}`],
    ['Email', v.email],
    ['Phone', v.phone],
    ['Address', [v.address, v.postcode].filter(Boolean).join(', ')],
    ['Number of windows', v.numberOfWindows],
    ['Glass type', v.glassType],
    ['Window dimensions', v.windowDimensions],
    ['Additional information', v.additionalInfo],
    ['Enquiry context', describeQuoteContext(context)],
  ]);

  return (
    <form
      ref={formRef}
      {...live}
      method="post"
      action={action}
      data-live-validation
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-labelledby="quote-form-title"
      className="space-y-6 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="quote-form-title" className="text-2xl font-bold">
        Quote Request Form
      </h2>
      <p className="-mt-3 text-sm text-ink-muted">
        Fields marked <span className="text-danger-700">*</span> are required.
      </p>
      {context.length > 0 && (
        <div className="rounded-lg bg-brand-50 p-4">
          <p className="font-semibold text-brand-800">Your enquiry</p>
          <ul className="mt-1 text-ink">
            {context.map((c) => (
              <li key={c.label}>
                {c.label}: {c.value}
              </li>
            ))}
          </ul>
          <input type="hidden" name={formMeta.context} value={describeQuoteContext(context)} />
        </div>
      )}
      <FormMeta form="quote" />
      <QuoteFields form={form} />
      {outcome === 'sent' && (
        <Notice tone="success" title="Quote Request Submitted!">
          Thank you! We'll contact you within 24 hours with your free quote.
        </Notice>
      )}
      {outcome === 'failed' && (
        <Notice tone="error" title="Error">
          There was a problem submitting your request. Please try again or call us directly.
          <FailureHelp mailto={mailto} />
        </Notice>
      )}
      <SubmitButton busy={formState.isSubmitting} label="Submit Quote Request" />
      <PrivacyNote />
    </form>
  );
}
