// Over the build: every page's social image (og:image, twitter:image) is a 1200x630 PNG of its own.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { routes } from '../../src/routes.ts';
import { socialImagePath } from '../../src/lib/seo/socialImage.ts';
import { areas } from '../../src/content/areas/index.ts';
import { services } from '../../src/content/services.ts';
import { familyPath, servicePath } from '../../src/paths.ts';
import { socialCardFor } from '../../src/content/socialCards.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
const pages = builtHtml(dist).map(({ file, html }) => {
  const decode = (s?: string) =>
    s?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  const meta = (key: string) =>
    decode(
      new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
        html,
      )?.[1],
    );
  return {
    file,
    image: meta('og:image'),
    twitterImage: meta('twitter:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    alt: meta('og:image:alt'),
    twitterSite: meta('twitter:site'),
  };
});

/** A PNG's size from its IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer) {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const fileOf = (url: string) => path.join(dist, url.slice(site.url.length));

describe('social images', () => {
  it('every page names an absolute image on this site, the same for Open Graph and X, with its size and alt', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const p of pages) {
      expect(p.image, p.file).toMatch(new RegExp(`^${site.url}/.+\\.png$`));
      expect(p.twitterImage, p.file).toBe(p.image);
      expect([p.width, p.height], p.file).toEqual(['1200', '630']);
      expect(p.alt?.length, p.file).toBeGreaterThan(20);
    }
  });

  it('every image exists as a 1200x630 PNG, and no two pages share one', () => {
    const hashes = new Map<string, string>();
    for (const p of pages) {
      const file = fileOf(p.image!);
      expect(existsSync(file), `${p.file}: ${file}`).toBe(true);
      const bytes = readFileSync(file);
      expect(pngSize(bytes), file).toEqual({ width: 1200, height: 630 });
      const hash = createHash('sha256').update(bytes).digest('hex');
      expect(hashes.get(hash), `${p.file} shows the same image as ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, p.file);
    }
  });

  it("a registered page's image alt names its title and its figure, read from the content", () => {
    for (const route of routes) {
      const { title, figure } = socialCardFor(route);
      const alt = pages.find((p) => p.image === `${site.url}${socialImagePath(route.path)}`)?.alt;
      expect(alt, route.path).toContain(title);
      expect(alt, route.path).toContain(figure.value);
    }
    for (const area of areas)
      expect(socialCardFor({ path: familyPath('installer', area.slug), title: '' }).figure.value).toBe(
        `${area.installer.figures.reduction}%`,
      );
    for (const service of services.filter((s) => s.price !== undefined))
      expect(socialCardFor({ path: servicePath(service.slug), title: '' }).figure.value).toContain(
        `£${service.price!.toLocaleString('en-GB')}`,
      );
  });

  it('carries twitter:site only when business.json names the account', () => {
    for (const p of pages) expect(p.twitterSite, p.file).toBe(site.twitterHandle || undefined);
  });
});
