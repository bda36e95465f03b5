import { existsSync } from 'node:fs';

const firstThere = (candidates: (string | undefined)[]) =>
  candidates.find((p): p is string => !!p && existsSync(p));

/** The system Chromium (never a downloaded one): CHROME_PATH, then Debian's, then a Playwright-managed browser. */
export function chromiumExecutable(): string | undefined {
  return firstThere([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The browser the browser tests drive: CHROME_PATH, else Debian's `chromium-headless-shell` (the same Chromium built
 * for headless use only, which Playwright itself runs headless tests on), else the full Chromium. A page costs the
 * shell a third to a half of the CPU time (20 page loads: 21 s against 45 s), and the gate is CPU-bound.
 */
export function testBrowserExecutable(): string | undefined {
  return firstThere([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell']) ?? chromiumExecutable();
}
