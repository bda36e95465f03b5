import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ClassValue } from 'clsx';
import { cn } from '../../lib/cn.ts';

const variants = {
  // Every variant has a 2px border (transparent where none shows), so buttons side by side are one height.
  primary: 'border-2 border-transparent bg-brand-700 text-white hover:bg-brand-800',
  accent: 'border-2 border-transparent bg-brass-500 text-ink hover:bg-brass-100',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
  light: 'border-2 border-transparent bg-white text-brand-800 hover:bg-stone-50',
  /** Outline on dark bands. */
  ghost: 'border-2 border-white/80 text-white hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof variants;

/** A button's classes; the caller's classes win over the button's own (`buttonClasses('primary', 'px-2')`). */
export const buttonClasses = (variant: ButtonVariant = 'primary', ...classes: ClassValue[]) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors',
    variants[variant],
    classes,
  );

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A link that looks like a button: every call to action is a real link, never a dead button. */
export function ButtonLink({ variant = 'primary', className, children, ...rest }: Props) {
  return (
    <a className={buttonClasses(variant, className)} {...rest}>
      {children}
    </a>
  );
}
