import type { APIRoute } from 'astro';
import { siteRatingsCsv } from '../../content/ratingsTable.ts';

/** The model's ratings for architects and specifiers, written at build time. */
export const GET: APIRoute = () =>
  new Response(siteRatingsCsv(), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
