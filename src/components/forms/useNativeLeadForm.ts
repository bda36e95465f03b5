import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { typedValues } from '../../lib/leads/drafts.ts';
import type { ContactValues, QuickContactValues } from '../../lib/leads/schemas.ts';
import { useLeadPipeline } from './useLeadPipeline.ts';
import { useLive } from './useLive.ts';

interface Options<F extends 'contact' | 'quick-contact'> {
  form: F;
  schema: z.ZodType<F extends 'contact' ? ContactValues : QuickContactValues>;
  onSent?: () => void;
}

/**
 * A natively validated form (it posts by itself before hydration) that sends through the lead pipeline once live:
 * the shared zod schema checks it, what was typed survives a reload, and its lengths drive the limit counters.
 */
export function useNativeLeadForm<F extends 'contact' | 'quick-contact'>({
  form,
  schema,
  onSent,
}: Options<F>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const pipeline = useLeadPipeline(form, onSent);
  const live = useLive();
  const { restore, keep } = pipeline.draft;

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const merged = restore(typedValues(element));
    for (const [name, value] of Object.entries(merged ?? {})) {
      const control = element.elements.namedItem(name);
      if (control && 'value' in control) control.value = value;
    }
    keep(typedValues(element)); // anything typed before the form woke
    setTyped(typedValues(element));
    // Restore once, when the form wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onInput = () => {
    if (!formRef.current) return;
    const values = typedValues(formRef.current);
    keep(values);
    setTyped(values);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = typedValues(element);
    setTyped(values);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return pipeline.invalid(parsed.error.issues.map((i) => i.message).join('. '));
    if (await pipeline.send(parsed.data as never)) element.reset();
  };

  const reset = () => {
    formRef.current?.reset();
    setTyped({});
    pipeline.reset();
  };

  /** What the `<form>` element takes: it posts natively until hydrated, then sends in the background. */
  const formProps = { ref: formRef, ...live, method: 'post', onSubmit, onInput } as const;
  return { formProps, outcome: pipeline.outcome, typed, reset };
}
