// Over the built pages (npm test builds first): every registered route's own head and JSON-LD, and the XML sitemap.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPath, routes, sitemapRoutes } from '../../src/routes.ts';
import { areas } from '../../src/content/areas/index.ts';
import { familyPath } from '../../src/paths.ts';
import { businessId } from '../../src/lib/seo/jsonLd.ts';
import { contentDates, lastChanged } from '../../src/lib/seo/contentDates.ts';
import { contentRoot as contentFolder } from '../../src/content/load.ts';
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
  WebApplication: ['WebApplication'],
};

describe('every registered route', () => {
  it.each(routes.map((r) => [r.path, r] as const))(
    '%s is built with its own head and JSON-LD',
    (_, route) => {
      expect(existsSync(builtFile(route.path, dist))).toBe(true);
      const page = builtPage(route.path);
      const title = titleTemplate(route.title);
      // An /areas page names its installer page: the one page per area search engines index.
      const url = `${site.url}${canonicalPath(route)}`.replace(/\/$/, '');
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
      expect(page.meta('robots')).toBe(route.indexable ? 'index, follow' : 'noindex, follow');
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
  const xml = () => readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  /** Each entry's address and its lastmod (undefined where the sitemap gives none). */
  const entries = () =>
    [...xml().matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      ([, loc, lastmod]) => ({
        loc: loc!.replace(/\/$/, ''),
        lastmod,
      }),
    );

  it('lists every indexable route that is its own canonical page, and robots.txt points to it', () => {
    expect(xml()).toMatch(/^<\?xml [^>]+\?><urlset /);
    expect(
      entries()
        .map((e) => e.loc)
        .sort(),
    ).toEqual(sitemapRoutes.map((r) => `${site.url}${r.path}`.replace(/\/$/, '')).sort());
    expect(xml()).not.toContain('404');
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(existsSync(path.join(dist, 'sitemap-index.xml'))).toBe(false);
  });

  it('holds one page per area, its installer page; each /areas page names that page as canonical', () => {
    const locs = new Set(entries().map((e) => e.loc));
    const local = [...locs].filter((loc) => /\/(areas|services\/secondary-glazing-installers)\//.test(loc));
    expect(local.sort()).toEqual(areas.map((a) => `${site.url}${familyPath('installer', a.slug)}`).sort());
    for (const area of areas.filter((a) => a.areaPage)) {
      const page = builtPage(familyPath('area', area.slug));
      const canonical = page.all((el) => el.name === 'link' && el.attribs.rel === 'canonical');
      expect(canonical.map((l) => l.attribs.href)).toEqual([
        `${site.url}${familyPath('installer', area.slug)}`,
      ]);
      expect(page.meta('robots')).toBe('index, follow');
    }
  });

  it('leaves out every page marked noindex: no filtered list of projects is indexable', () => {
    const filters = routes.filter((r) => /^\/projects\/(service|area)\//.test(r.path));
    expect(filters.length).toBeGreaterThan(0);
    const locs = new Set(entries().map((e) => e.loc));
    for (const r of filters) {
      expect(builtPage(r.path).meta('robots')).toBe('noindex, follow');
      expect(locs.has(`${site.url}${r.path}`)).toBe(false);
    }
  });

  it("dates each page by its content's last change, not the build: pages from different files differ", () => {
    const dated = entries().filter((e) => e.lastmod);
    expect(dated.length).toBeGreaterThan(0);
    const built = statSync(path.join(dist, 'sitemap.xml')).mtime.getTime();
    // No date is the build's own (an uncommitted edit keeps its file's time, which is before the build).
    for (const e of dated) expect(new Date(e.lastmod!).getTime()).toBeLessThan(built - 1000);
    expect(new Set(dated.map((e) => e.lastmod)).size).toBeGreaterThan(1);
    // Each is the latest of its own route's content files.
    const dates = contentDates(contentFolder);
    const byLoc = new Map(entries().map((e) => [e.loc, e.lastmod]));
    for (const r of sitemapRoutes)
      expect(byLoc.get(`${site.url}${r.path}`.replace(/\/$/, ''))).toBe(
        lastChanged(r.sources, dates)?.toISOString(),
      );
  });
});

describe('the business in the structured data', () => {
  it.each(routes.map((r) => [r.path] as const))(
    '%s: one business, the site-wide one, and no other',
    (route) => {
      const nodes = builtPage(route).jsonLd();
      const businesses = nodes.filter((n) => /Business|Organization/.test(String(n['@type'])));
      expect(businesses.map((n) => n['@id'])).toEqual([businessId]);
      // What the page offers names that business as its provider.
      for (const n of nodes.filter((n) => n['@type'] === 'Service'))
        expect(n.provider).toEqual({ '@id': businessId });
      expect(JSON.stringify(nodes)).not.toContain('serviceArea');
    },
  );
});
