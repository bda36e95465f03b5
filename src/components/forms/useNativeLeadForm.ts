import { startTransition, useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { typedValues } from '../../lib/leads/drafts.ts';
import type { ContactValues, QuickContactValues, SurveyValues } from '../../lib/leads/schemas.ts';
import type { FormProblem } from './ErrorSummary.tsx';
import { useLeadPipeline } from './useLeadPipeline.ts';
import { useLive } from './useLive.ts';

type NativeForm = 'contact' | 'quick-contact' | 'survey';
type ValuesOf<F extends NativeForm> = F extends 'contact'
  ? ContactValues
  : F extends 'survey'
    ? SurveyValues
    : QuickContactValues;

interface Options<F extends NativeForm> {
  form: F;
  schema: z.ZodType<ValuesOf<F>>;
  onSent?: () => void;
}

/** Each field's first problem, in the schema's order. */
function firstProblems(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in found)) found[field] = issue.message;
  }
  return found;
}

/**
 * A natively validated form (it posts by itself before hydration) that sends through the lead pipeline once live:
 * the shared zod schema checks it, what was typed survives a reload, and its lengths drive the limit counters.
 * A form marked `data-live-validation` shows the schema's problems itself (`errors`, `problems` for the summary).
 */
export function useNativeLeadForm<F extends NativeForm>({ form, schema, onSent }: Options<F>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  /** After a submit with problems and until a valid one, the messages follow what is typed. */
  const [checking, setChecking] = useState(false);
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

  /**
   * Keeps the draft and the counters in step with the form (after input, or a value the script set); after a submit
   * with problems, the messages too: a problem fixed leaves the summary and its field at once.
   */
  const onInput = () => {
    if (!formRef.current) return;
    const values = typedValues(formRef.current);
    keep(values);
    // The counters follow in a transition: the keystroke paints first, the form's render after it (INP).
    startTransition(() => setTyped(values));
    if (checking) {
      const parsed = schema.safeParse(values);
      setErrors(parsed.success ? {} : firstProblems(parsed.error.issues));
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = typedValues(element);
    setTyped(values);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstProblems(parsed.error.issues));
      setAttempt((n) => n + 1);
      setChecking(true);
      return pipeline.invalid(parsed.error.issues.map((i) => i.message).join('. '));
    }
    setErrors({});
    setChecking(false);
    if (await pipeline.send(parsed.data as never)) element.reset();
  };

  const reset = () => {
    formRef.current?.reset();
    setTyped({});
    setErrors({});
    setChecking(false);
    pipeline.reset();
  };

  /** The problems as the error summary lists them, each tied to its field's id (`{prefix}-{name}`). */
  const problems = (prefix: string): FormProblem[] =>
    Object.entries(errors).map(([name, message]) => ({ id: `${prefix}-${name}`, message }));

  /** What the `<form>` element takes: it posts natively until hydrated, then sends in the background. */
  const formProps = { ref: formRef, ...live, method: 'post', onSubmit, onInput } as const;
  return {
    formProps,
    outcome: pipeline.outcome,
    typed,
    reset,
    errors,
    attempt,
    problems,
    sent: pipeline.sent,
  };
}
