import type { APIRoute } from 'astro';
import { absoluteUrl } from '../config/site.ts';
import { xmlSitemapPath } from '../lib/seo/sitemap.ts';

export const GET: APIRoute = () =>
  new Response(['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(xmlSitemapPath)}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
