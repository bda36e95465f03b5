import { createElement, type ReactNode } from 'react';

// Keystatic's own type and colours (its theme's variables), as its fields around ours use them.
export const text = {
  margin: 0,
  fontFamily: 'var(--kui-typography-font-family-base, system-ui, sans-serif)',
  fontSize: 'var(--kui-typography-text-regular-size, 0.875rem)',
  color: 'var(--kui-color-foreground-neutral, inherit)',
};

/** A field of several inputs, as Keystatic shows one: a group named by its label, with its description under it. */
export function fieldGroup(label: string, description: string | undefined, ...children: ReactNode[]) {
  return createElement(
    'div',
    { role: 'group', 'aria-label': label, style: { display: 'grid', gap: '1rem' } },
    createElement('span', { style: { ...text, fontWeight: 600 } }, label),
    description
      ? createElement(
          'p',
          { style: { ...text, color: 'var(--kui-color-foreground-neutral-secondary, inherit)' } },
          description,
        )
      : null,
    ...children,
  );
}

/** What is wrong with a field's value, in Keystatic's colour for an error. */
export const fieldAlert = (message: string) =>
  createElement(
    'p',
    { role: 'alert', style: { ...text, color: 'var(--kui-color-foreground-critical, #c5221f)' } },
    message,
  );
