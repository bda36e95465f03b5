import { FailureHelp } from './FailureHelp.tsx';
import { useFormWords } from './FormWords.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { SendFailure } from './SendFailure.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { LeadOutcome } from './useLeadPipeline.ts';
import { isKeyUsed, refusalReasons } from '../../lib/leads/submission.ts';

interface Props {
  outcome: LeadOutcome;
  /** The "Email us instead" link, holding what the visitor typed. */
  mailto: string;
  submitLabel: string;
  /** False where an error summary lists the problems of a submit: then only a failed send is shown here. */
  showInvalid?: boolean;
}

/** The end of the natively validated lead forms: any failure with its fallbacks, the send button, the privacy note. */
export function LeadFormEnd({ outcome, mailto, submitLabel, showInvalid = true }: Props) {
  const words = useFormWords();
  return (
    <>
      {(outcome.state === 'failed' || (showInvalid && outcome.state === 'invalid')) && (
        <SendFailure
          problem={outcome.state === 'invalid' ? outcome.problem : refusalReasons(outcome.error)}
          keyUsed={outcome.state === 'failed' && isKeyUsed(outcome.error)}
        >
          <FailureHelp mailto={mailto} />
        </SendFailure>
      )}
      <SubmitButton busy={outcome.state === 'sending'} label={submitLabel} busyLabel={words.sending} />
      <PrivacyNote />
    </>
  );
}
