import type { ReactNode } from 'react';
import { useFormWords } from './FormWords.tsx';
import { Notice } from './Notice.tsx';

/** The error notice of the contact and quick-contact forms: what went wrong, and the ways round it. */
export function SendFailure({ problem, children }: { problem: string; children: ReactNode }) {
  const { failure } = useFormWords();
  return (
    <Notice tone="error" title={problem ? failure.checkTitle : failure.title}>
      <p>{problem || failure.text}</p>
      {children}
    </Notice>
  );
}
