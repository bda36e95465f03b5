import type { DeliveryError } from '../../lib/leads/deliveryError.ts';
import { confirmations } from '../../lib/leads/schemas.ts';
import { isKeyUsed } from '../../lib/leads/submission.ts';
import { FailureHelp } from './FailureHelp.tsx';
import { useFormWords } from './FormWords.tsx';
import { Notice } from './Notice.tsx';

/** The quote form's failed send: the spec's error notice, what happened when it is more than "try again", the ways round it. */
export function QuoteFailure({ error, mailto }: { error: DeliveryError; mailto: string }) {
  const { failure } = useFormWords();
  return (
    <Notice tone="error" title={confirmations.quoteError.title}>
      <p>{confirmations.quoteError.text}</p>
      {isKeyUsed(error) && <p className="mt-1">{failure.keyUsed.text}</p>}
      <FailureHelp mailto={mailto} />
    </Notice>
  );
}
