import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Light text for dark bands. */
  inverse?: boolean;
}

/** The h2 block that opens a section: optional eyebrow, title and a short intro. */
export function SectionHeading({ id, eyebrow, title, children, inverse = false }: Props) {
  return (
    <div className="mb-6 max-w-2xl sm:mb-10">
      {eyebrow && (
        <p
          className={cn(
            'mb-2 text-sm font-semibold tracking-wider uppercase',
            inverse ? 'text-brass-100' : 'text-brass-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn('text-[1.75rem]/[1.2] font-semibold sm:text-4xl', inverse && 'text-white')}>
        {title}
      </h2>
      {children && (
        <div
          className={cn(
            'mt-3 text-base leading-relaxed sm:mt-4 sm:text-lg',
            inverse ? 'text-brand-100' : 'text-ink-muted',
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
