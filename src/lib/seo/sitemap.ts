import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { absoluteUrl } from '../../config/site.ts';
import { sitemapRoutes } from '../../routes.ts';
import { lastChanged, type ContentDates } from './contentDates.ts';

/** Where search engines find the XML sitemap (robots.txt names it). */
export const xmlSitemapPath = '/sitemap.xml';

/**
 * `sitemap.xml` from @astrojs/sitemap: the indexable registered routes that are their own canonical page, each with
 * its `lastmod` the last change of the content it shows (its route's sources; left out where that is unknown, never
 * the build's date). The sitemap writes home as the site URL with its slash. The site has far fewer than the 50,000
 * URLs one file holds, so the integration's single `sitemap-0.xml` becomes `sitemap.xml` and its index goes. `dates`:
 * the content folder's dates (contentDates), given by the caller, as lib reads no content of its own.
 */
export function xmlSitemap(dates: ContentDates): AstroIntegration[] {
  const modified = new Map(sitemapRoutes.map((r) => [absoluteUrl(r.path), lastChanged(r.sources, dates)]));
  return [
    sitemap({
      filter: inXmlSitemap,
      serialize: (item) => {
        const date = modified.get(item.url.replace(/\/$/, ''));
        const entry = { ...item };
        if (date) entry.lastmod = date.toISOString();
        else delete entry.lastmod;
        return entry;
      },
    }),
    {
      name: 'hushpane-sitemap-xml',
      hooks: {
        'astro:build:done': async ({ dir }) => {
          const out = fileURLToPath(dir);
          await rename(`${out}/sitemap-0.xml`, `${out}${xmlSitemapPath}`);
          await rm(`${out}/sitemap-index.xml`);
        },
      },
    },
  ];
}

const sitemapUrls = new Set(sitemapRoutes.map((r) => absoluteUrl(r.path)));

/** Whether a built page's URL goes into the XML sitemap: it is one of the sitemap's routes. */
export const inXmlSitemap = (url: string) => sitemapUrls.has(url.replace(/\/$/, ''));
