import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cn } from '../../src/lib/cn.ts';
import { buttonClasses, ButtonLink } from '../../src/components/ui/ButtonLink.tsx';
import { Card } from '../../src/components/ui/Card.tsx';

const classesOf = (html: string) => /class="([^"]*)"/.exec(html)![1]!.split(' ');

describe('cn', () => {
  it('joins class names as clsx does, leaving out what is false or empty', () => {
    expect(cn('grid', false, undefined, null, '', ['gap-3', { 'text-white': true, 'text-ink': false }])).toBe(
      'grid gap-3 text-white',
    );
  });

  it('keeps the later of two Tailwind classes of one kind, per variant', () => {
    expect(cn('px-5 py-2.5', 'px-2')).toBe('py-2.5 px-2');
    expect(cn('bg-brand-700 hover:bg-brand-800', 'bg-white')).toBe('hover:bg-brand-800 bg-white');
    expect(cn('p-4 sm:p-6', 'sm:p-8')).toBe('p-4 sm:p-8');
  });

  it("knows the theme's own sizes from colours", () => {
    expect(cn('text-3xl sm:text-display', 'text-ink')).toBe('text-3xl sm:text-display text-ink');
    expect(cn('text-display', 'text-sm')).toBe('text-sm');
    expect(cn('rounded-card shadow-card', 'rounded-lg shadow-none')).toBe('rounded-lg shadow-none');
  });

  it('leaves classes Tailwind does not order alone', () => {
    expect(cn('container-page', 'prose-body', 'p-4')).toBe('container-page prose-body p-4');
  });
});

describe("a ui primitive's className", () => {
  it("replaces the button's own class of its kind", () => {
    const classes = buttonClasses('primary', 'px-2').split(' ');
    expect(classes).toContain('px-2');
    expect(classes).not.toContain('px-5');
    expect(classes).toContain('py-2.5');
    expect(buttonClasses('outline', 'w-full', false, 'border-0').split(' ')).not.toContain('border-2');
  });

  it('reaches the rendered link and card', () => {
    const link = classesOf(
      renderToStaticMarkup(
        createElement(ButtonLink, { href: '/x', className: 'w-full px-2', children: 'Go' }),
      ),
    );
    expect(link).toEqual(expect.arrayContaining(['w-full', 'px-2', 'bg-brand-700']));
    expect(link).not.toContain('px-5');
    const card = classesOf(
      renderToStaticMarkup(createElement(Card, { className: 'p-0 sm:p-0', children: 'Text' })),
    );
    expect(card).toEqual(expect.arrayContaining(['p-0', 'sm:p-0', 'rounded-card']));
    expect(card).not.toContain('p-4');
    expect(card).not.toContain('sm:p-6');
  });
});
