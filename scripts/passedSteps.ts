// `npm run test:quick`: a step whose inputs are, byte for byte, those of its last pass is not run again (as a build
// cache keys a task on its inputs). `npm test` and CI never use it: a clean clone runs every step in full.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { built, typed } from './changedSteps.ts';

/** Where each step's last passing inputs are kept (ignored by git, gone with node_modules). */
const stampDir = path.join('node_modules', '.cache', 'test-quick');

/** What each quick step reads: the type check its code and JSON, the build its sources, lint and unit tests all. */
const reads: Record<string, { files: RegExp; dist: boolean }> = {
  'Type check': { files: typed, dist: false },
  Lint: { files: /./, dist: false },
  // The build's output is part of its state: a dist/ changed or removed since the pass is built again.
  Build: { files: built, dist: true },
  // Some unit tests read the built pages (tests/unit/area-pages.test.ts).
  'Unit tests': { files: /./, dist: true },
};

/** Every file git tracks or would track (new files too, ignored ones not), that exists. */
const treeFiles = (root: string) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile())
    .sort();

/** dist/ as a list of its files with their sizes and times: a rebuild or an edit of a built file changes it. */
function distState(root: string): string {
  const dist = path.join(root, 'dist');
  if (!existsSync(dist)) return 'no dist';
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const stat = statSync(path.join(dist, file));
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    })
    .join('\n');
}

/**
 * A digest of what a step reads now: its files' paths and contents, the installed packages, the Node version and
 * the environment the build reads (PUBLIC_* and HUSHPANE_* variables). `sources` is taken before the step runs, so an
 * edit made while it runs is not counted as passed; dist/ when the stamp is written, after the build that made it.
 */
export function sourcesDigest(name: string, root = '.'): string | undefined {
  const step = reads[name];
  if (!step) return undefined;
  const hash = createHash('sha256');
  hash.update(`${process.version}\n`);
  for (const [key, value] of Object.entries(process.env).sort())
    if (/^(PUBLIC_|HUSHPANE_)/.test(key)) hash.update(`${key}=${value}\n`);
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed)) hash.update(readFileSync(installed));
  for (const file of treeFiles(root).filter((f) => step.files.test(f)))
    hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

const stampOf = (name: string, sources: string, root: string) =>
  createHash('sha256')
    .update(sources)
    .update(reads[name]!.dist ? distState(root) : '')
    .digest('hex');
const stampFile = (name: string, root: string) =>
  path.join(root, stampDir, `${name.replace(/\W+/g, '-').toLowerCase()}.sha256`);

/** Whether the step passed last on exactly what it would read now. */
export function passedAsItIs(name: string, sources: string | undefined, root = '.'): boolean {
  if (!sources || !existsSync(stampFile(name, root))) return false;
  return readFileSync(stampFile(name, root), 'utf8') === stampOf(name, sources, root);
}

/** Keeps a passing step's inputs (`sources` as taken before it ran). */
export function recordPass(name: string, sources: string | undefined, root = '.') {
  if (!sources) return;
  mkdirSync(path.dirname(stampFile(name, root)), { recursive: true });
  writeFileSync(stampFile(name, root), stampOf(name, sources, root));
}

/** Forgets a step's last pass: a failed step runs again next time, whatever changed. */
export function forgetPass(name: string, root = '.') {
  if (existsSync(stampFile(name, root))) writeFileSync(stampFile(name, root), '');
}
