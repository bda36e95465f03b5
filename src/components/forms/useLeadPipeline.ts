import { useEffect, useRef, useState } from 'react';
import { drafts, unsentLeads } from '../../lib/leads/drafts.ts';
import { toDeliveryError, type DeliveryError } from '../../lib/leads/deliveryError.ts';
import { sendLead, type Lead } from '../../lib/leads/sendLead.ts';
import { keptAfterFailure, submissionIdFor } from '../../lib/leads/submission.ts';
import { surveyReference } from '../../lib/leads/surveyReference.ts';
import type { LeadFormName } from '../../lib/leads/schemas.ts';
import { leadGoals, track } from '../../lib/analytics/goals.ts';

/** Where a form's lead stands: the one outcome every form shows. */
export type LeadOutcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'invalid'; problem: string }
  | { state: 'failed'; error: DeliveryError };

const newSubmissionId = () => crypto.randomUUID();

/**
 * How long the draft waits after the last keystroke before it is written: writing sessionStorage (JSON of every
 * field) on each key was part of the keystroke's own task. The page's `pagehide` (a reload, a link followed, the tab
 * closed) writes what is waiting, so nothing typed is lost.
 */
export const draftDelayMs = 400;

/**
 * The one send pipeline of the quote, contact and quick-contact forms: sends once at a time, gives each submission an
 * id (the same id again for the same unchanged lead, so a resubmit after a slow answer is stored once; a new one when
 * the inbox refused the id as used for another lead), keeps the
 * draft until it is sent and an unsent lead beyond the tab, and reports one outcome.
 */
export function useLeadPipeline<F extends LeadFormName>(form: F, onSent?: () => void) {
  const [outcome, setOutcome] = useState<LeadOutcome>({ state: 'idle' });
  /** What the last successful send carried, a survey request's reference included (a confirmation repeats it). */
  const [sent, setSent] = useState<Record<string, string>>();
  const sending = useRef(false);
  const waiting = useRef<{ values: Record<string, unknown>; timer: number }>(undefined);
  const writeDraft = () => {
    if (!waiting.current) return;
    window.clearTimeout(waiting.current.timer);
    drafts.save(form, waiting.current.values);
    waiting.current = undefined;
  };
  const forgetDraft = () => {
    if (waiting.current) window.clearTimeout(waiting.current.timer);
    waiting.current = undefined;
    drafts.clear(form);
  };
  useEffect(() => {
    addEventListener('pagehide', writeDraft);
    return () => {
      removeEventListener('pagehide', writeDraft);
      writeDraft();
    };
    // One listener for the form's life; writeDraft reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Sends the lead; resolves with what was sent, or false. */
  const send = async (
    values: Extract<Lead, { form: F }>['values'],
  ): Promise<Record<string, string> | false> => {
    if (sending.current) return false;
    sending.current = true;
    setOutcome({ state: 'sending' });
    const submissionId = submissionIdFor(unsentLeads.load(form), values, newSubmissionId);
    // A survey request carries its reference: the same id (a resend) gives the same reference.
    const delivered = (
      form === 'survey' ? { ...values, reference: surveyReference(submissionId) } : values
    ) as Record<string, string>;
    const lead = { form, values: delivered, submissionId } as Lead;
    try {
      await sendLead(lead);
      forgetDraft();
      unsentLeads.clear(form);
      setSent(delivered);
      setOutcome({ state: 'sent' });
      track(leadGoals[form]);
      onSent?.();
      return delivered;
    } catch (error) {
      console.error(`The ${form} form could not be sent`, error);
      const failure = toDeliveryError(error);
      // Kept beyond this tab: the next visit to any page offers to send it (UnsentLeadOffer).
      unsentLeads.save(
        keptAfterFailure({ ...lead, values: values as Record<string, string> }, failure, newSubmissionId),
      );
      setOutcome({ state: 'failed', error: failure });
      return false;
    } finally {
      sending.current = false;
    }
  };

  return {
    outcome,
    sent,
    send,
    /** Bad input: the form stays as typed, with the problem shown. */
    invalid: (problem: string) => setOutcome({ state: 'invalid', problem }),
    reset: () => setOutcome({ state: 'idle' }),
    draft: {
      /** A saved draft merged under what is in the form now, or undefined. */
      restore: (current: Record<string, unknown>) => {
        const saved = drafts.load(form);
        return saved ? drafts.merge(saved, current) : undefined;
      },
      keep: (values: Record<string, unknown>) => {
        if (waiting.current) window.clearTimeout(waiting.current.timer);
        waiting.current = { values, timer: window.setTimeout(writeDraft, draftDelayMs) };
      },
    },
  };
}
