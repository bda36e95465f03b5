import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import keystatic from '../../keystatic.config.ts';
import { editorFiles } from '../../src/content/editor/save.ts';
import { removeSampleReviews } from '../../src/content/editor/sampleReviews.ts';
import { itemLabel } from '../../src/content/editor/fields.ts';
import { formatReport } from '../../scripts/launch/checks.ts';
import { launchReport } from '../../scripts/launch/content.ts';
import { requireBuild } from './support/builtSite.ts';

// The office's words: the launch list speaks of screens and names, counts lists from 1 and gives no commands; the
// reviews list marks its samples, and one action removes them all. (The fields' own words: editor-config.test.ts.)

describe('the office’s words', () => {
  it('the launch list names screens and areas, never a file or a command, and counts lists from 1', () => {
    requireBuild();
    const report = formatReport(launchReport(process.env)!.findings);
    expect(report).not.toMatch(/\b[\w-]+\.(ya?ml|json)\b/);
    expect(report).not.toMatch(/\bsrc\//);
    expect(report).not.toMatch(/npm run|In the editor: not/);
    // A list's items are its lines, counted from 1 ("Ticks, line 1"), never a bare index.
    expect(report).not.toMatch(/→ \d/);
  });

  it('marks a sample review as one in the Reviews list', () => {
    const label = itemLabel('Review');
    const fields = (source: string) => ({
      fields: { name: { value: 'Daniel R.' }, source: { discriminant: source } },
    });
    expect(label(fields('sample'))).toBe('Sample review: Daniel R.');
    expect(label(fields('Google'))).toBe('Daniel R.');
  });

  it('removes all sample reviews at once, keeping the real ones, saved as the editor saves', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'hushpane-samples-'));
    try {
      cpSync('src/content', path.join(copy, 'src/content'), { recursive: true });
      const entry = editorFiles(keystatic as never, copy).find((e) => e.file === 'src/content/reviews.yaml')!;
      const file = path.join(copy, entry.file);
      const before = (
        parse(readFileSync(file, 'utf8')) as { reviews: { source: { discriminant: string } }[] }
      ).reviews;
      const samples = before.filter((r) => r.source.discriminant === 'sample').length;
      expect(await removeSampleReviews(entry, copy)).toBe(samples);
      const after = (parse(readFileSync(file, 'utf8')) as { reviews: typeof before }).reviews;
      expect(after).toEqual(before.filter((r) => r.source.discriminant !== 'sample'));
      expect(await removeSampleReviews(entry, copy)).toBe(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
