import { test, expect } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { site } from '../../src/config/site.ts';
import { titleTemplate } from '../../src/lib/seo/head.ts';
import { socialImagePath, socialImageSize } from '../../src/lib/seo/socialImage.ts';

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

test.describe('every registered route', () => {
  // The head is static HTML: read the served page without running it (no script, no subresources), which keeps
  // every assertion below while skipping a full page load per route.
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route.path} answers 200 with its own head and JSON-LD`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      await page.setContent(await response.text(), { waitUntil: 'commit' });
      const title = titleTemplate(route.title);
      const url = route.path === '/' ? site.url : `${site.url}${route.path}`;
      await expect(page).toHaveTitle(title);
      const meta = (sel: string) => page.locator(`head meta[${sel}]`).getAttribute('content');
      expect(await meta('name="description"')).toBe(route.description);
      expect(await meta('name="keywords"')).toBe(route.keywords.join(', '));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      expect(await meta('property="og:title"')).toBe(title);
      expect(await meta('property="og:description"')).toBe(route.description);
      expect(await meta('property="og:url"')).toBe(url);
      expect(await meta('property="og:type"')).toMatch(/^(website|article)$/);
      expect(await meta('property="og:image"')).toBe(`${site.url}${socialImagePath(route.path)}`);
      expect(await meta('property="og:image:width"')).toBe(String(socialImageSize.width));
      expect(await meta('property="og:image:height"')).toBe(String(socialImageSize.height));
      expect(await meta('property="og:site_name"')).toBe(site.name);
      expect(await meta('property="og:locale"')).toBe('en_GB');
      expect(await meta('name="twitter:card"')).toBe('summary_large_image');
      expect(await meta('name="twitter:title"')).toBe(title);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks
        .flatMap((b) => {
          const data = JSON.parse(b) as { '@graph'?: unknown[] };
          return data['@graph'] ?? [data];
        })
        .map((n) => (n as { '@type': string })['@type']);
      expect(types).toContain('HomeAndConstructionBusiness');
      expect(types).toContain('WebSite');
      expect(types.some((t) => kindNode[route.kind]!.includes(t))).toBe(true);
      if (route.path !== '/') expect(types).toContain('BreadcrumbList');
    });
  }

  test('titles are unique', () => {
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
  });
});

test('an unknown path answers 404 with the 404 page, not indexed', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the XML sitemap lists every indexable route with its lastmod, and robots.txt points to it', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml [^>]+\?><urlset /);
  expect(xml.match(/<url>/g)).toHaveLength(routes.filter((r) => r.indexable).length);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
  for (const r of routes.filter((r) => r.indexable)) {
    expect(xml).toContain(`<loc>${site.url}${r.path}</loc>`);
  }
  expect(xml).not.toContain('404');
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  expect((await request.get('/sitemap-index.xml')).status()).toBe(404);
});
