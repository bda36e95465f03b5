// `npm run test:quick` leaves out a step that passed on exactly what it reads now (scripts/passedSteps.ts): on a tree
// of its own, a pass is kept, and an edit to a file the step reads, a rebuilt dist/ or a failure brings the step back.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetPass, passedAsItIs, recordPass, sourcesDigest } from '../../scripts/passedSteps.ts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** The step run and passed: its inputs taken before, its pass kept after. */
const pass = (name: string) => recordPass(name, sourcesDigest(name, root), root);
const unchanged = (name: string) => passedAsItIs(name, sourcesDigest(name, root), root);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'passed-steps-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'node_modules\ndist/\n');
  write('src/pages/index.astro', '<h1>Hushpane</h1>\n');
  write('docs/editing.md', '# Editing\n');
  write('dist/index.html', '<h1>Hushpane</h1>\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a quick step that passed on these very files', () => {
  it('is left out until a file it reads changes, new files too', () => {
    expect(unchanged('Type check')).toBe(false);
    pass('Type check');
    expect(unchanged('Type check')).toBe(true);
    // A document is not code: the type check is still left out, the lint is not.
    pass('Lint');
    write('docs/editing.md', '# Editing the site\n');
    expect(unchanged('Type check')).toBe(true);
    expect(unchanged('Lint')).toBe(false);
    write('src/lib/new.ts', 'export const x = 1;\n');
    expect(unchanged('Type check')).toBe(false);
  });

  it('runs again when dist/ is not what the build that passed left', () => {
    pass('Build');
    pass('Unit tests');
    expect(unchanged('Build')).toBe(true);
    write('dist/index.html', '<h1>Edited by hand</h1>\n');
    expect(unchanged('Build')).toBe(false);
    expect(unchanged('Unit tests')).toBe(false);
    rmSync(path.join(root, 'dist'), { recursive: true });
    expect(unchanged('Build')).toBe(false);
  });

  it('runs again after it failed, and when the build reads another environment', () => {
    pass('Build');
    forgetPass('Build', root);
    expect(unchanged('Build')).toBe(false);
    pass('Build');
    process.env.PUBLIC_FORM_ENDPOINT = 'http://127.0.0.1:9/f';
    try {
      expect(unchanged('Build')).toBe(false);
    } finally {
      delete process.env.PUBLIC_FORM_ENDPOINT;
    }
    expect(unchanged('Build')).toBe(true);
  });

  it('never applies to a step the quick gate does not keep passes for', () => {
    expect(sourcesDigest('Browser tests', root)).toBeUndefined();
    expect(passedAsItIs('Browser tests', undefined, root)).toBe(false);
  });
});
