import sitemap from '@astrojs/sitemap';
import { absoluteUrl } from '../../config/site.ts';
import { indexableRoutes } from '../../routes.ts';

/**
 * `sitemap-index.xml` + `sitemap-0.xml` from @astrojs/sitemap: the indexable registered routes, each with the
 * build's date as lastmod (the sitemap writes home as the site URL with its slash).
 */
export function xmlSitemap() {
  return sitemap({ filter: inXmlSitemap, lastmod: new Date() });
}

const sitemapUrls = new Set(indexableRoutes.map((r) => absoluteUrl(r.path)));

/** Whether a built page's URL goes into the XML sitemap: it is an indexable registered route. */
export const inXmlSitemap = (url: string) => sitemapUrls.has(url.replace(/\/$/, ''));
