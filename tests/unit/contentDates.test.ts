// The sitemap's dates (src/lib/seo/contentDates.ts): each file's last commit, an uncommitted edit's own time, and in
// a shallow clone no date where history is cut off, rather than the clone's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDates, lastChanged } from '../../src/lib/seo/contentDates.ts';

const run = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });

/** A repository whose content folder has three files, committed on three days. */
function repository() {
  const root = mkdtempSync(path.join(tmpdir(), 'content-dates-'));
  const dir = path.join(root, 'src/content');
  mkdirSync(path.join(dir, 'areas'), { recursive: true });
  run(root, ['init', '-q']);
  const commit = (file: string, date: string) => {
    writeFileSync(path.join(dir, file), `${file} ${date}\n`);
    run(root, ['add', '.']);
    run(root, ['commit', '-q', '-m', file], date);
  };
  commit('about.yaml', '2026-01-01T10:00:00Z');
  commit('areas/chelsea.yaml', '2026-02-01T10:00:00Z');
  commit('areas/fulham.yaml', '2026-03-01T10:00:00Z');
  return { root, dir };
}

describe('content dates', () => {
  it("gives each file its last commit, and a page the latest of its files (a folder's files with /)", () => {
    const { dir } = repository();
    const dates = contentDates(dir);
    expect(dates.get('about.yaml')?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(dates.get('areas/chelsea.yaml')?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(lastChanged(['about.yaml'], dates)?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(lastChanged(['about.yaml', 'areas/chelsea.yaml'], dates)?.toISOString()).toBe(
      '2026-02-01T10:00:00.000Z',
    );
    expect(lastChanged(['areas/'], dates)?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(lastChanged(['missing.yaml'], dates)).toBeUndefined();
  });

  it('dates an edit not yet committed by the file itself', () => {
    const { dir } = repository();
    writeFileSync(path.join(dir, 'about.yaml'), 'edited\n');
    const when = new Date('2026-04-01T10:00:00Z');
    utimesSync(path.join(dir, 'about.yaml'), when, when);
    expect(contentDates(dir).get('about.yaml')?.toISOString()).toBe(when.toISOString());
  });

  it('in a shallow clone, knows the files changed since the cut and no others', () => {
    const { root } = repository();
    const clone = mkdtempSync(path.join(tmpdir(), 'content-dates-clone-'));
    run(clone, ['clone', '-q', '--depth', '2', `file://${root}`, '.']);
    const dates = contentDates(path.join(clone, 'src/content'));
    expect(dates.get('areas/fulham.yaml')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(dates.get('about.yaml')).toBeUndefined();
    expect(lastChanged(['about.yaml'], dates)).toBeUndefined();
  });
});

describe("the routes' sources", () => {
  it('name files (or folders) of src/content that exist, so each page has a date', async () => {
    const { routes } = await import('../../src/routes.ts');
    const { contentRoot: contentFolder } = await import('../../src/content/load.ts');
    for (const route of routes)
      for (const source of route.sources)
        expect(existsSync(path.join(contentFolder, source)), `${route.path}: ${source}`).toBe(true);
  });
});
