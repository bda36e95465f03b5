import { FailureHelp } from './FailureHelp.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { SendFailure } from './SendFailure.tsx';
import { SubmitButton } from './SubmitButton.tsx';

interface Props {
  state: string;
  problem: string;
  /** The "Email us instead" link, holding what the visitor typed. */
  mailto: string;
  submitLabel: string;
}

/** The end of the contact and quick-contact forms: any failure with its fallbacks, the send button, the privacy note. */
export function LeadFormEnd({ state, problem, mailto, submitLabel }: Props) {
  return (
    <>
      {state === 'failed' && (
        <SendFailure problem={problem}>
          <FailureHelp mailto={mailto} />
        </SendFailure>
      )}
      <SubmitButton busy={state === 'sending'} label={submitLabel} busyLabel="Sending..." />
      <PrivacyNote />
    </>
  );
}
