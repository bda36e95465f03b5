import type { APIRoute } from 'astro';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { CompleteGuidePdf } from '../../components/guides/CompleteGuidePdf.tsx';

/** Rendered once at build time into dist/guides/…pdf: a real, text-selectable PDF of the site's own guide. */
export const GET: APIRoute = async () => {
  const pdf = await renderToBuffer(createElement(CompleteGuidePdf));
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
};
