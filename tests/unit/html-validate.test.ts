// Over the built pages (npm test builds first): html-validate passes every page, the next-page copies too.
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtHtml } from './support/builtSite.ts';

/** Every page, the next-page copies too. */
const pages = builtHtml(undefined, { copies: true });

describe('built pages', () => {
  it('every one passes html-validate', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const reports = await Promise.all(pages.map(({ file, html }) => validator.validateString(html, file)));
    const failed = reports.filter((r) => !r.valid).flatMap((r) => r.results);
    expect(failed.length, formatterFactory('text')(failed)).toBe(0);
    expect(pages.length).toBeGreaterThan(50);
  }, 120_000);
});
