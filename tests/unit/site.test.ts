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

describe('site identity', () => {
  it('holds the spec values', () => {
    expect(site.phone.display).toBe('020 7946 0958');
    expect(site.phone.href).toBe('tel:+442079460958');
    expect(site.email).toBe('info@hushpane.co.uk');
    expect(site.whatsapp.number).toBe('447700900461');
    expect(site.hours.map((h) => h.display)).toEqual(['Mon-Fri 8AM-6PM', 'Sat 9AM-4PM']);
    expect(site.address).toEqual({ locality: 'London', region: 'London', country: 'GB' });
    expect(whatsappHref).toBe(
      'https://wa.me/447700900461?text=Hi%2C%20I%20would%20like%20to%20know%20more%20about%20secondary%20glazing%20for%20noise%20reduction.',
    );
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
