import { startTransition, useEffect, useMemo, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormWords } from '../../content/schemas/forms.ts';
import { quoteLabels } from '../../lib/leads/labels.ts';
import { confirmations, quoteSchema, type QuoteValues } from '../../lib/leads/schemas.ts';
import type { QuoteGuide, QuoteNames } from '../../lib/leads/quoteHref.ts';
import { describeQuoteContext, readQuoteContext } from '../../lib/leads/quoteContext.ts';
import { readWindows } from '../../lib/priceGuide.ts';
import { fallbackMails } from '../../lib/leads/fallback.ts';
import { Filled } from '../ui/Filled.tsx';
import { FormMeta } from './FormMeta.tsx';
import { FormWordsProvider } from './FormWords.tsx';
import { Notice } from './Notice.tsx';
import { QuoteFailure } from './QuoteFailure.tsx';
import { ErrorSummary, type FormProblem } from './ErrorSummary.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { QuoteFields } from './QuoteFields.tsx';
import { useLeadPipeline } from './useLeadPipeline.ts';
import { useClientValue, useLive } from './useLive.ts';
import { useEstimateWords } from './useEstimateWords.ts';

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

interface Props {
  action: string;
  /** The services', plans' and areas' names (their content files), for the slugs another page passes in the query. */
  names: QuoteNames;
  /** The price guide's prices: the form restates the figure the visitor saw (src/lib/priceGuide.ts). */
  guide: QuoteGuide;
  /** forms.yaml: this form's words and those every form shares. */
  words: FormWords['quote'];
  shared: FormWords['shared'];
}

/** The quote request form: react-hook-form + the shared zod schema, sent through the lead pipeline. */
export function QuoteForm({ action, names, guide, words, shared }: Props) {
  // Focus goes to the error summary, not the first field (the GOV.UK pattern).
  const form = useForm<QuoteValues>({
    resolver: zodResolver(quoteSchema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const { handleSubmit, reset, subscribe, getValues, setValue, control } = form;
  const search = useClientValue(() => window.location.search, '');
  const describeEstimate = useEstimateWords(new URLSearchParams(search).has('estimate'));
  // Nothing until an estimate in the address can be put in words: the context is written into the form once.
  const context = useMemo(
    () =>
      describeEstimate
        ? describeQuoteContext(readQuoteContext(search, names, words.context, guide, describeEstimate))
        : '',
    [search, names, words.context, guide, describeEstimate],
  );
  const pipeline = useLeadPipeline('quote');
  const { outcome } = pipeline;
  const { restore, keep } = pipeline.draft;
  const live = useLive();
  // What is typed, for the counters and the failure's e-mail: a render of the whole form that follows the keystroke
  // in a transition (React paints the keystroke first), not one inside it (useWatch renders within it: INP).
  const [v, setV] = useState<QuoteValues>(empty);

  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        keep(values);
        startTransition(() => setV({ ...empty, ...values }));
      },
    });
    const saved = restore(getValues());
    if (saved) reset({ ...empty, ...saved });
    keep(getValues()); // anything typed before the form woke
    return unsubscribe;
    // Restore once, when the form wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What the visitor chose on another page (a plan, an area, an estimate) starts their Additional Information, where
  // they see it, can change it, and where the spec's message carries it to the team.
  useEffect(() => {
    if (context && !getValues('additionalInfo')?.trim()) setValue('additionalInfo', context);
    // The price guide's number of windows fills Number of Windows, unless the visitor has typed one.
    const windows = readWindows(new URLSearchParams(search).get('windows') ?? '');
    if (windows && !getValues('numberOfWindows')?.trim()) setValue('numberOfWindows', String(windows));
  }, [context, search, getValues, setValue]);

  // After a submit with problems, the summary lists the fields' problems as they stand now, in the form's order:
  // react-hook-form checks each field again as it changes, so a problem fixed leaves the summary at once.
  const { errors } = useFormState({ control });
  const [attempt, setAttempt] = useState(0);
  const problems: FormProblem[] = (Object.keys(empty) as (keyof QuoteValues)[]).flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ id: `quote-${name}`, message }] : [];
  });
  const onInvalid = () => setAttempt((n) => n + 1);

  const onValid = async (values: QuoteValues) => {
    if (await pipeline.send(values)) reset(empty);
  };

  // Read when the failure shows (a render of its own), so it carries what is typed at that moment.
  const mailto = outcome.state === 'failed' ? fallbackMails.quote(getValues()) : '';

  return (
    <FormWordsProvider value={shared}>
      <form
        {...live}
        method="post"
        action={action}
        data-live-validation
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        aria-labelledby="quote-form-title"
        className="space-y-6 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:p-8"
      >
        <ErrorSummary problems={problems} attempt={attempt} />
        <h2 id="quote-form-title" className="text-2xl font-bold">
          {quoteLabels.formTitle}
        </h2>
        <p className="-mt-3 text-sm text-ink-muted">
          <Filled text={words.required} values={{ mark: <span className="text-danger-700">*</span> }} />
        </p>
        <FormMeta form="quote" />
        <QuoteFields form={form} values={v} words={words} />
        {outcome.state === 'sent' && (
          <Notice tone="success" title={confirmations.quote.title}>
            {confirmations.quote.text}
          </Notice>
        )}
        {outcome.state === 'failed' && <QuoteFailure error={outcome.error} mailto={mailto} />}
        <SubmitButton
          busy={outcome.state === 'sending'}
          label={quoteLabels.submit}
          busyLabel={quoteLabels.submitting}
        />
        <PrivacyNote />
      </form>
    </FormWordsProvider>
  );
}
