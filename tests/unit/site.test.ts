import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site, absoluteUrl, whatsappHref } from '../../src/config/site.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

// The spec fixes the WhatsApp link's form and its prefilled text (section 2: "passed as a query parameter"): written
// out here. The phone and WhatsApp numbers, the e-mail and the hours are the business's own (the spec's are
// placeholders "to replace before launch"), typed in Business details: read from there, and checked for agreeing.
const specPrefilledText = 'Hi, I would like to know more about secondary glazing for noise reduction.';

describe('site identity', () => {
  it('links WhatsApp with the spec’s prefilled text', () => {
    expect(site.whatsapp.prefilledText).toBe(specPrefilledText);
    expect(whatsappHref).toBe(
      `https://wa.me/${site.whatsapp.number}?text=Hi%2C%20I%20would%20like%20to%20know%20more%20about%20secondary%20glazing%20for%20noise%20reduction.`,
    );
  });

  it('gives each number the same digits in every form the pages use', () => {
    const national = (display: string) => display.replace(/\D/g, '').replace(/^0/, '');
    expect(site.phone.e164).toBe(`+44${national(site.phone.display)}`);
    expect(site.phone.href).toBe(`tel:${site.phone.e164}`);
    expect(`44${national(site.whatsapp.display.replace(/^\+44/, ''))}`).toBe(site.whatsapp.number);
  });

  it('builds absolute URLs without trailing slashes', () => {
    expect(absoluteUrl('/')).toBe(site.url);
    expect(absoluteUrl('/about')).toBe(`${site.url}/about`);
  });

  it('is written nowhere else under src/ than the business details file', () => {
    const own = [path.resolve('src/config/site.ts'), path.resolve('src/config/business.json')];
    const domain = new URL('https://www.hushpane.co.uk').hostname.replace(/^www\./, '');
    const patterns = [
      /\b0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}\b/, // UK national numbers
      /\+44\s?\d[\d ]{8,12}/, // international form
      /\b44\d{9,10}\b/,
      /[\w.+-]+@[\w-]+\.[\w.]+/, // e-mail addresses
      new RegExp(domain.replace(/\./g, '\\.'), 'i'),
    ];
    const offenders = filesUnder(path.resolve('src'))
      .filter((f) => !own.includes(f) && /\.(ts|tsx|astro|md|mdx|json|yaml|css|svg)$/.test(f))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return patterns.filter((p) => p.test(text)).map((p) => `${path.relative('.', f)} matches ${p}`);
      });
    expect(offenders).toEqual([]);
  });
});
