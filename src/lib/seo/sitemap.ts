import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { absoluteUrl } from '../../config/site.ts';
import { indexableRoutes } from '../../routes.ts';

/** Where search engines find the XML sitemap (robots.txt names it). */
export const xmlSitemapPath = '/sitemap.xml';

/**
 * `sitemap.xml` from @astrojs/sitemap: the indexable registered routes, each with the build's date as lastmod (the
 * sitemap writes home as the site URL with its slash). The site has far fewer than the 50,000 URLs one file holds,
 * so the integration's single `sitemap-0.xml` becomes `sitemap.xml` and its index, which would only point to it, goes.
 */
export function xmlSitemap(): AstroIntegration[] {
  return [
    sitemap({ filter: inXmlSitemap, lastmod: new Date() }),
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

const sitemapUrls = new Set(indexableRoutes.map((r) => absoluteUrl(r.path)));

/** Whether a built page's URL goes into the XML sitemap: it is an indexable registered route. */
export const inXmlSitemap = (url: string) => sitemapUrls.has(url.replace(/\/$/, ''));
