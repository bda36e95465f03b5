import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { LinkChecker } from 'linkinator';

const dist = path.resolve('dist');
const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

test('every built page passes html-validate', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const reports = await Promise.all(
    htmlFiles.map((f) => validator.validateString(readFileSync(path.join(dist, f), 'utf8'), f)),
  );
  const failed = reports.filter((r) => !r.valid).flatMap((r) => r.results);
  expect(failed.length, formatterFactory('text')(failed)).toBe(0);
});

test('no broken internal links', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${baseURL}/`,
    recurse: true,
    concurrency: 8,
    // Only this site: outside links, tel: and mailto: are not fetched.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(baseURL!)),
  });
  const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.url} (from ${l.parent})`);
  expect(broken).toEqual([]);
});
