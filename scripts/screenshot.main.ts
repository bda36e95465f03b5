// Screenshots of built pages for a designer's eye: `npm run screenshot -- / /quote-request --widths 390,1280 [--fold]`.
// Serves dist/ on a free local port, writes full-page PNGs to screenshots/ (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../tests/e2e/support/browser.ts';
import { createSiteServer } from '../server/app.ts';

const args = process.argv.slice(2);
const widthsAt = args.indexOf('--widths');
const widths = widthsAt >= 0 ? args[widthsAt + 1]!.split(',').map(Number) : [390, 1280];
const paths = args.filter((a, i) => a.startsWith('/') && (widthsAt < 0 || i !== widthsAt + 1));
/** `--fold`: the first screen only, not the whole page. */
const fold = args.includes('--fold');
const out = 'screenshots';
mkdirSync(out, { recursive: true });

const server = createSiteServer({ root: 'dist' });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox'] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const file = `${out}/${path.replace(/\W+/g, '_').replace(/^_$/, 'home')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: !fold });
    console.log(file);
  }
  await page.close();
}
await browser.close();
server.close();
