import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface Props {
  as?: 'article' | 'div' | 'li';
  className?: string;
  children: ReactNode;
}

/** A quiet white panel with a hairline border: the base of every card on the site. */
export function Card({ as: Tag = 'div', className, children }: Props) {
  return (
    <Tag className={cn('rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-6', className)}>
      {children}
    </Tag>
  );
}
