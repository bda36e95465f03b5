// The inbox's own pages under `npm start` (a form posted without JavaScript): the thank-you, "check your details" and
// "not received" answers look like the site's pages under its CSP, which allows no inline style attribute.
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '../../server/app.ts';
import { inlineScriptHashes, inlineStyleHashes } from '../../src/integrations/securityHeaders.ts';
import { confirmations } from '../../src/lib/leads/schemas.ts';
import { requireBuild } from './support/builtSite.ts';
import { quickContact } from './support/leadBodies.ts';

const dist = requireBuild();
const notFoundPage = readFileSync(path.join(dist, '404.html'), 'utf8');
let server: ReturnType<typeof createSiteServer>;
let base = '';
beforeAll(async () => {
  server = createSiteServer({ root: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const inbox = mkdtempSync(path.join(tmpdir(), 'inbox-pages-'));
const post = (fields: Record<string, string>) =>
  fetch(`${base}/api/forms`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams(fields),
  });
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe("the inbox's pages", () => {
  it.each([
    ['thank-you', 200, 'Thank You!', () => post(quickContact), path.join(inbox, 'inbox.jsonl')],
    [
      'check your details',
      400,
      'Please check your details',
      () => post({ ...quickContact, email: 'no' }),
      path.join(inbox, 'inbox.jsonl'),
    ],
    // LEADS_INBOX a folder: the lead cannot be stored.
    ['not received', 503, 'Your message was NOT received', () => post(quickContact), inbox],
  ] as const)(
    'the %s page (%i) is the site’s own page, styled within the CSP',
    async (_, status, title, send, file) => {
      vi.stubEnv('LEADS_INBOX', file);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await send();
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
      expect(res.status).toBe(status);
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(html).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
      expect(html).toMatch(new RegExp(`<title>${title} \\|`));
      if (status === 200)
        expect(html).toContain(confirmations['quick-contact'].text.replaceAll("'", '&#39;'));
      // Nothing the CSP blocks: no style attribute, every inline style and script hashed in it.
      expect(html).not.toMatch(/<[^>]+\sstyle=/);
      for (const hash of inlineStyleHashes(html)) expect(directive(csp, 'style-src')).toContain(hash);
      for (const hash of inlineScriptHashes(html)) expect(directive(csp, 'script-src')).toContain(hash);
      // The site's dress: its font faces and first screens' CSS, its stylesheet, its header and footer.
      expect(inlineStyleHashes(html)).toEqual(inlineStyleHashes(notFoundPage));
      expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"[^>]*>/);
      for (const landmark of ['<header', '<footer']) expect(html).toContain(landmark);
      expect(html).not.toContain('Page Not Found');
    },
  );
});
