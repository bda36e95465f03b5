// Over the built pages (npm test builds first): html-validate passes every page, the next-page copies too.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

describe('built pages', () => {
  it('every one passes html-validate', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const reports = await Promise.all(
      htmlFiles.map((f) => validator.validateString(readFileSync(path.join(dist, f), 'utf8'), f)),
    );
    const failed = reports.filter((r) => !r.valid).flatMap((r) => r.results);
    expect(failed.length, formatterFactory('text')(failed)).toBe(0);
    expect(htmlFiles.length).toBeGreaterThan(50);
  }, 120_000);
});
