import type { ReactNode } from 'react';
import { useFormWords } from './FormWords.tsx';
import { Notice } from './Notice.tsx';

interface Props {
  /** What to fix, after a submit with problems; empty for a failed send. */
  problem: string;
  /** The inbox refused the send as another lead under a key already used (nothing stored; the next send goes). */
  keyUsed?: boolean;
  children: ReactNode;
}

/** The error notice of the contact, quick-contact and survey forms: what went wrong, and the ways round it. */
export function SendFailure({ problem, keyUsed = false, children }: Props) {
  const { failure } = useFormWords();
  const title = problem ? failure.checkTitle : keyUsed ? failure.keyUsed.title : failure.title;
  return (
    <Notice tone="error" title={title}>
      <p>{problem || (keyUsed ? failure.keyUsed.text : failure.text)}</p>
      {children}
    </Notice>
  );
}
