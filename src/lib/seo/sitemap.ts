import sitemap from '@astrojs/sitemap';
import { absoluteUrl } from '../../config/site.ts';
import { indexableRoutes } from '../../routes.ts';

/**
 * `sitemap-index.xml` + `sitemap-0.xml` from @astrojs/sitemap: the indexable registered routes, each with the
 * build's date as lastmod (the sitemap writes home as the site URL with its slash).
 */
export function xmlSitemap() {
  const urls = new Set(indexableRoutes.map((r) => absoluteUrl(r.path)));
  const isIndexable = (url: string) => urls.has(url.replace(/\/$/, ''));
  return sitemap({ filter: isIndexable, lastmod: new Date() });
}
