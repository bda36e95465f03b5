import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { drafts, typedValues } from '../../lib/leads/drafts.ts';
import { useLive } from './useLive.ts';

export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

interface Options<S extends z.ZodType> {
  draftKey: string;
  schema: S;
  deliver: (values: z.input<S>) => Promise<void>;
  onSent?: () => void;
}

/**
 * A natively validated form (it posts by itself before hydration) enhanced to send in the background:
 * the shared zod schema checks it, a second click never sends twice, what was typed survives a reload.
 */
export function useNativeLeadForm<S extends z.ZodType>({ draftKey, schema, deliver, onSent }: Options<S>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<SendState>('idle');
  const [problem, setProblem] = useState('');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const sending = useRef(false);
  const live = useLive();

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const saved = drafts.load(draftKey);
    if (saved) {
      for (const [name, value] of Object.entries(drafts.merge(saved, typedValues(form)))) {
        const control = form.elements.namedItem(name);
        if (control && 'value' in control) control.value = value;
      }
    }
    drafts.save(draftKey, typedValues(form)); // anything typed before the form woke
  }, [draftKey]);

  const onInput = () => {
    if (formRef.current) drafts.save(draftKey, typedValues(formRef.current));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const values = typedValues(form);
    setTyped(values);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((i) => i.message).join('. '));
      setState('failed');
      return;
    }
    sending.current = true;
    setState('sending');
    setProblem('');
    try {
      await deliver(values as z.input<S>);
      drafts.clear(draftKey);
      form.reset();
      setState('sent');
      onSent?.();
    } catch (error) {
      console.error(`${draftKey} form failed`, error);
      setState('failed');
    } finally {
      sending.current = false;
    }
  };

  const reset = () => {
    formRef.current?.reset();
    setState('idle');
    setProblem('');
  };

  /** What the `<form>` element takes: it posts natively until hydrated, then sends in the background. */
  const formProps = { ref: formRef, ...live, method: 'post', onSubmit, onInput } as const;
  return { formProps, state, problem, typed, reset };
}
