import { existsSync } from 'node:fs';

/** The system Chromium (never a downloaded one): CHROME_PATH, then Debian's, then a Playwright-managed browser. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}
