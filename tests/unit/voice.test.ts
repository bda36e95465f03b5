import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { areaNames } from '../../src/content/areas/index.ts';
import { services } from '../../src/content/services.ts';
import { requireBuild } from './support/builtSite.ts';

// One voice: one wording per kind of call to action, and headings in sentence case unless the spec or a
// proper name says otherwise. Read from the built pages, as a visitor meets them.

const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? pages(file) : file.endsWith('.html') ? [file] : [];
  });

/** Headings the spec words in capitals (docs/requirements.md sections 2 and 9): they stay as the spec has them. */
const specHeadings = [
  'Get Your Free Quote',
  'Quote Request Form',
  'Page Not Found',
  'Resources & Guides',
  'Technical Guides',
  'Complete Guide to Secondary Glazing',
  'Noise Reduction Solutions',
  'Installation Process Video',
  'The Quiet Revolution: A Case Study in Domestic Noise Reduction with Secondary Glazing',
  'Free Assessment',
  'Custom Design',
  'Professional Installation',
  'Performance Guarantee',
  'Quick Contact',
];
/** Place and project names the areas and regions give (streets, lines, events): proper names keep their capitals. */
const places = readdirSync('src/content/areas')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => readFileSync(path.join('src/content/areas', f), 'utf8'))
  .concat(readFileSync('src/content/regions.yaml', 'utf8'))
  .join('\n');

const dist = requireBuild();
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The elements of every built page that `is` picks, with their text. */
function elements(is: (name: string, attribs: Record<string, string>) => boolean) {
  return pages(dist).flatMap((file) =>
    DomUtils.findAll((el) => is(el.name, el.attribs), parseDocument(readFileSync(file, 'utf8')).children).map(
      (el) => ({ page: path.relative(dist, file), text: clean(DomUtils.textContent(el)) }),
    ),
  );
}
const links = (href: (value: string) => boolean) =>
  elements((name, attribs) => name === 'a' && href(attribs.href ?? ''));

const minor = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);

/** "Secondary Glazing Installers by Area": every word after the first capitalised, bar the small ones. */
function titleCase(text: string): boolean {
  const words = (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
    .slice(1)
    .filter((w) => !minor.has(w.toLowerCase()));
  return words.length >= 2 && words.every((w) => /^[A-Z]/.test(w));
}

describe('one voice on every page', () => {
  it('a quote link reads "Free Quote" (header) or "Get Free Quote"; a contact button "Contact Our Experts"', () => {
    const quote = links((href) => href.startsWith('/quote-request')).filter(({ text }) =>
      /quote/i.test(text),
    );
    expect(quote.length).toBeGreaterThan(50);
    expect(quote.filter(({ text }) => text !== 'Free Quote' && text !== 'Get Free Quote')).toEqual([]);
    // The menus' "Contact" and the 404 page's "Get Help" are the spec's; every other link to /contact is a button.
    const contact = links((href) => href === '/contact').filter(
      ({ text }) => !['Contact', 'Get Help'].includes(text),
    );
    expect(contact.length).toBeGreaterThan(5);
    expect(contact.map(({ text }) => text).filter((t) => t !== 'Contact Our Experts')).toEqual([]);
  });

  it('headings are in sentence case, unless they are the spec’s words or a proper name', () => {
    const offenders = elements((name) => /^h[1-3]$/.test(name))
      .filter(({ text }) => titleCase(text))
      .filter(({ text }) => !specHeadings.includes(text.replace(/^Step \d+: /, '')))
      .filter(({ text }) => !places.includes(text))
      // The six services' names are names, in capitals as the spec's form options name them ("Thermal Insulation").
      .filter(({ text }) => !services.some((service) => service.title === text))
      // "Results in Notting Hill" is a heading in sentence case once the area's name is set aside.
      .filter(({ text }) =>
        titleCase(Object.values(areaNames).reduce((t, name) => t.replace(name, 'place'), text)),
      );
    expect(offenders).toEqual([]);
  });
});
