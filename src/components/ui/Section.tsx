import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  paper: 'bg-paper',
  stone: 'bg-stone-50',
  brand: 'bg-brand-800 text-white',
} as const;

interface Props {
  id?: string;
  tone?: keyof typeof tones;
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width page band with the site's vertical rhythm. */
export function Section({ id, tone = 'paper', labelledBy, children }: Props) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], 'py-8 sm:py-20')}>
      <div className="container-page">{children}</div>
    </section>
  );
}
