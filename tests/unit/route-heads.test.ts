// Over the built pages (npm test builds first): every registered route's own head and JSON-LD, and the XML sitemap.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { site } from '../../src/config/site.ts';
import { titleTemplate } from '../../src/lib/seo/head.ts';
import { socialImagePath, socialImageSize } from '../../src/lib/seo/socialImage.ts';
import { requireBuild } from './support/builtSite.ts';
import { builtFile, builtPage, text } from './support/builtPage.ts';

const dist = requireBuild();

const kindNode: Record<string, string[]> = {
  WebPage: ['WebPage'],
  CollectionPage: ['CollectionPage'],
  AboutPage: ['AboutPage'],
  Service: ['Service'],
  Article: ['Article'],
  FAQPage: ['FAQPage'],
  ContactPage: ['ContactPage'],
  // Local pages type their business as the most specific kind.
  LocalBusiness: ['LocalBusiness', 'HomeAndConstructionBusiness'],
  WebApplication: ['WebApplication'],
};

describe('every registered route', () => {
  it.each(routes.map((r) => [r.path, r] as const))(
    '%s is built with its own head and JSON-LD',
    (_, route) => {
      expect(existsSync(builtFile(route.path, dist))).toBe(true);
      const page = builtPage(route.path);
      const title = titleTemplate(route.title);
      const url = route.path === '/' ? site.url : `${site.url}${route.path}`;
      const head = page.one((el) => el.name === 'head');
      expect(text(page.one((el) => el.name === 'title', head))).toBe(title);
      expect(page.all((el) => el.name === 'h1')).toHaveLength(1);
      const canonical = page.all((el) => el.name === 'link' && el.attribs.rel === 'canonical', head);
      expect(canonical.map((l) => l.attribs.href)).toEqual([url]);
      expect(page.meta('description')).toBe(route.description);
      expect(page.meta('keywords')).toBe(route.keywords.join(', '));
      expect(page.meta('og:title')).toBe(title);
      expect(page.meta('og:description')).toBe(route.description);
      expect(page.meta('og:url')).toBe(url);
      expect(page.meta('og:type')).toMatch(/^(website|article)$/);
      expect(page.meta('og:image')).toBe(`${site.url}${socialImagePath(route.path)}`);
      expect(page.meta('og:image:width')).toBe(String(socialImageSize.width));
      expect(page.meta('og:image:height')).toBe(String(socialImageSize.height));
      expect(page.meta('og:site_name')).toBe(site.name);
      expect(page.meta('og:locale')).toBe('en_GB');
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('twitter:title')).toBe(title);

      const types = page.jsonLd().map((n) => n['@type']);
      expect(types).toContain('HomeAndConstructionBusiness');
      expect(types).toContain('WebSite');
      expect(types.some((t) => kindNode[route.kind]!.includes(t as string))).toBe(true);
      if (route.path !== '/') expect(types).toContain('BreadcrumbList');
    },
  );
});

describe('the 404 page', () => {
  it('has one main heading', () => {
    expect(builtPage('/404').all((el) => el.name === 'h1')).toHaveLength(1);
  });
});

describe('the XML sitemap', () => {
  it('lists every indexable route with its lastmod, and robots.txt points to it', () => {
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml [^>]+\?><urlset /);
    const indexable = routes.filter((r) => r.indexable);
    expect(xml.match(/<url>/g)).toHaveLength(indexable.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    for (const r of indexable) expect(xml).toContain(`<loc>${site.url}${r.path}</loc>`);
    expect(xml).not.toContain('404');
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(existsSync(path.join(dist, 'sitemap-index.xml'))).toBe(false);
  });
});
