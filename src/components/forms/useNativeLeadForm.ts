import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { drafts } from '../../lib/leads/fallback.ts';
import { formMeta } from '../../lib/leads/schemas.ts';

export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

interface Options<S extends z.ZodType> {
  draftKey: string;
  schema: S;
  deliver: (values: z.input<S>) => Promise<void>;
  onSent?: () => void;
}

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && key !== formMeta.formName && key !== formMeta.honeypot)
      values[key] = value;
  }
  return values;
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

  useEffect(() => {
    const form = formRef.current;
    const saved = drafts.load(draftKey);
    if (!form || !saved) return;
    for (const [name, value] of Object.entries(saved)) {
      const control = form.elements.namedItem(name);
      if (control && 'value' in control && typeof value === 'string') control.value = value;
    }
  }, [draftKey]);

  const onInput = () => {
    if (formRef.current) drafts.save(draftKey, fieldsOf(formRef.current));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const values = fieldsOf(form);
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

  return { formRef, state, problem, typed, onInput, onSubmit, reset };
}
