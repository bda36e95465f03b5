import type { ReactNode } from 'react';
import { Notice } from './Notice.tsx';

/** The error notice of the contact and quick-contact forms: what went wrong, and the ways round it. */
export function SendFailure({ problem, children }: { problem: string; children: ReactNode }) {
  return (
    <Notice tone="error" title={problem ? 'Please check your details' : 'Your message was not sent'}>
      <p>
        {problem ||
          "We couldn't send your message. Your details are still here: please try again, or reach us directly."}
      </p>
      {children}
    </Notice>
  );
}
