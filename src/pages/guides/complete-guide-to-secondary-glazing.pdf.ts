import type { APIRoute } from 'astro';
import { createElement } from 'react';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';

export const GET: APIRoute = async () => {
  const doc = createElement(
    Document,
    { title: 'Complete Guide to Secondary Glazing' },
    createElement(Page, { size: 'A4' }, createElement(Text, null, 'Hello')),
  );
  const buf = await renderToBuffer(doc);
  return new Response(new Uint8Array(buf), { headers: { 'Content-Type': 'application/pdf' } });
};
