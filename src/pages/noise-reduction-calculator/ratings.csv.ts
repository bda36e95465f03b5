import type { APIRoute } from 'astro';
import { ratingsCsv } from '../../lib/acoustics/ratingsTable.ts';

/** The model's ratings for architects and specifiers, written at build time. */
export const GET: APIRoute = () =>
  new Response(ratingsCsv(), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
