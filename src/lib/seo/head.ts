import { site, absoluteUrl } from '../../config/site.ts';
import { markSvg, svgDataUrl } from '../brand/mark.ts';
import type { RouteEntry } from '../../routes.ts';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

export interface ArticleMeta {
  publishedTime: string;
  modifiedTime?: string;
  section?: string;
  author?: string;
}

export interface HeadOptions {
  noindex?: boolean;
  /** Open Graph type; defaults to `article` when article meta is given, else `website`. */
  ogType?: 'website' | 'article';
  article?: ArticleMeta;
  image?: { path: string; width: number; height: number; alt: string };
  /** Canonical path when it differs from the route path (the 404 page has none). */
  canonicalPath?: string | null;
}

/** Search results cut titles near 60 characters: the full name when it fits, else the short one. */
export const maxTitleLength = 60;
export function titleTemplate(title: string): string {
  if (title.includes(site.shortName)) return title;
  const full = `${title} | ${site.name}`;
  return full.length <= maxTitleLength ? full : `${title} | ${site.shortName}`;
}

export function buildHead(
  route: Pick<RouteEntry, 'path' | 'title' | 'description' | 'keywords'>,
  opts: HeadOptions = {},
): HeadTag[] {
  const title = titleTemplate(route.title);
  const canonicalPath = opts.canonicalPath === undefined ? route.path : opts.canonicalPath;
  const url = canonicalPath === null ? undefined : absoluteUrl(canonicalPath);
  const image = opts.image ?? site.socialImage;
  const imageUrl = absoluteUrl(image.path);
  const ogType = opts.ogType ?? (opts.article ? 'article' : 'website');
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const og = (property: string, content: string) => meta({ property, content });
  const tw = (name: string, content: string) => meta({ name, content });

  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    meta({ name: 'description', content: route.description }),
    meta({ name: 'keywords', content: route.keywords.join(', ') }),
    meta({ name: 'robots', content: opts.noindex ? 'noindex, follow' : 'index, follow' }),
    meta({ name: 'theme-color', content: site.themeColor }),
  ];
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  tags.push(
    og('og:title', title),
    og('og:description', route.description),
    og('og:type', ogType),
    ...(url ? [og('og:url', url)] : []),
    og('og:image', imageUrl),
    og('og:image:width', String(image.width)),
    og('og:image:height', String(image.height)),
    og('og:image:alt', image.alt),
    og('og:site_name', site.name),
    og('og:locale', site.locale),
  );
  if (opts.article) {
    tags.push(og('article:published_time', opts.article.publishedTime));
    if (opts.article.modifiedTime) tags.push(og('article:modified_time', opts.article.modifiedTime));
    if (opts.article.section) tags.push(og('article:section', opts.article.section));
    tags.push(og('article:author', opts.article.author ?? site.name));
  }
  tags.push(
    tw('twitter:card', 'summary_large_image'),
    // Only the business's own account, from business.json: no tag while it has none.
    ...(site.twitterHandle ? [tw('twitter:site', site.twitterHandle)] : []),
    tw('twitter:title', title),
    tw('twitter:description', route.description),
    tw('twitter:image', imageUrl),
    tw('twitter:image:alt', image.alt),
  );
  return tags;
}

/**
 * The favicon set: SVG for modern browsers, PNG fallback, and the home-screen icon. The SVG travels inside the page:
 * the browser fetches a favicon file after the load event, and Lighthouse's simulated LCP counted that request
 * (a second connection) whenever the page painted after it.
 */
export const iconLinks: HeadTag[] = [
  { tag: 'link', attrs: { rel: 'icon', href: svgDataUrl(markSvg(64)), type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' } },
];
