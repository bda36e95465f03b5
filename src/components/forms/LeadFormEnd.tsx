import { FailureHelp } from './FailureHelp.tsx';
import { useFormWords } from './FormWords.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { SendFailure } from './SendFailure.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { LeadOutcome } from './useLeadPipeline.ts';

interface Props {
  outcome: LeadOutcome;
  /** The "Email us instead" link, holding what the visitor typed. */
  mailto: string;
  submitLabel: string;
}

/** The end of the contact and quick-contact forms: any failure with its fallbacks, the send button, the privacy note. */
export function LeadFormEnd({ outcome, mailto, submitLabel }: Props) {
  const words = useFormWords();
  return (
    <>
      {(outcome.state === 'failed' || outcome.state === 'invalid') && (
        <SendFailure problem={outcome.state === 'invalid' ? outcome.problem : ''}>
          <FailureHelp mailto={mailto} />
        </SendFailure>
      )}
      <SubmitButton busy={outcome.state === 'sending'} label={submitLabel} busyLabel={words.sending} />
      <PrivacyNote />
    </>
  );
}
