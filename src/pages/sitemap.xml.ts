import type { APIRoute } from 'astro';
import { absoluteUrl } from '../config/site.ts';
import { indexableRoutes } from '../routes.ts';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The XML sitemap for search engines: every indexable registered route (the HTML `/sitemap` is for people). */
export const GET: APIRoute = () => {
  const urls = indexableRoutes.map((r) => `  <url><loc>${escapeXml(absoluteUrl(r.path))}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
