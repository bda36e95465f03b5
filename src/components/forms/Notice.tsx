import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';

interface Props {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
}

/** The outcome of a send: success (polite status) or the destructive error style (alert). */
export function Notice({ tone, title, children }: Props) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex gap-3 rounded-card border p-4 ${
        error
          ? 'border-danger-700 bg-danger-50 text-danger-700'
          : 'border-success-700 bg-success-50 text-success-700'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 text-ink">
        <p className={`font-semibold ${error ? 'text-danger-700' : 'text-success-700'}`}>{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
