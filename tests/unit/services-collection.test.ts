import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { services, specServiceSlugs } from '../../src/content/services.ts';
import { paths, servicePath } from '../../src/paths.ts';
import { site } from '../../src/config/site.ts';
import { requireBuild } from './support/builtSite.ts';

// A service is content: every service of services.yaml, the spec's six and any the office adds (the edited copy of
// `npm test` adds a seventh, scripts/edited-content.ts), has its page, its card on /services, its link in every
// footer and its line in the sitemap.
const dist = requireBuild();
const page = (route: string) =>
  readFileSync(path.join(dist, `${route === '/' ? '/index' : route}.html`), 'utf8');
const links = (html: string, within: (el: { name: string; attribs: Record<string, string> }) => boolean) => {
  const root = DomUtils.findOne(within as never, parseDocument(html).children);
  expect(root).not.toBeNull();
  return DomUtils.findAll((el) => el.name === 'a', root!.children).map((a) => a.attribs.href);
};

describe('the services collection', () => {
  it('keeps the spec’s six services', () => {
    expect(services.map((s) => s.slug)).toEqual(expect.arrayContaining([...specServiceSlugs]));
  });

  it.each(services.map((s) => [s.title, s.slug]))('%s has its own page', (title, slug) => {
    expect(existsSync(path.join(dist, `${servicePath(slug)}.html`))).toBe(true);
    expect(page(servicePath(slug))).toContain(`<h1`);
    expect(page(servicePath(slug))).toContain(title.replaceAll('&', '&amp;'));
  });

  it('shows a card for each service on /services', () => {
    const hrefs = links(page(paths.services), (el) => el.name === 'main');
    for (const { slug } of services) expect(hrefs).toContain(servicePath(slug));
  });

  it('lists each service in the footer, on every kind of page', () => {
    for (const route of [paths.home, paths.about, servicePath(services.at(-1)!.slug)]) {
      const hrefs = links(page(route), (el) => el.name === 'footer');
      for (const { slug } of services) expect(hrefs, route).toContain(servicePath(slug));
    }
  });

  it('puts each service page in the sitemap', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const { slug } of services) expect(sitemap).toContain(`<loc>${site.url}${servicePath(slug)}</loc>`);
  });
});
