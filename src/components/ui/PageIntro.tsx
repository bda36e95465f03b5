import type { ReactNode } from 'react';

interface Props {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The heading block at the top of a content page. */
export function PageIntro({ eyebrow, title, children }: Props) {
  return (
    <header className="bg-brand-50 py-12 sm:py-16">
      <div className="container-page">
        {eyebrow && (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brass-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-3xl font-bold sm:text-display">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-ink-muted">{children}</div>}
      </div>
    </header>
  );
}
