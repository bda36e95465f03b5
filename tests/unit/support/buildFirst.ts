// Vitest's globalSetup (vitest.config.ts): the unit tests that read the built site get one. When dist/ is missing and
// a test file that is about to run reads it (requireBuild or builtHtml of ./builtSite.ts), it is built once, said
// before, instead of those files failing one by one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const unitDir = path.join('tests', 'unit');

/** Whether a test file reads the built site. */
export const readsBuild = (text: string) => /\b(requireBuild|builtHtml)\(/.test(text);

/**
 * The test files a `vitest run` command line selects: those whose path contains one of its words (Vitest's own
 * filter), or all of them when no word names a file (`-t`'s pattern, say, names none).
 */
export function selectedFiles(argv: readonly string[], files: readonly string[]): string[] {
  const words = argv.filter((a) => !a.startsWith('-') && !['run', 'watch', 'related'].includes(a));
  const chosen = files.filter((f) => words.some((w) => f.includes(w)));
  return chosen.length ? chosen : [...files];
}

export default function buildFirst() {
  if (existsSync(path.join('dist', 'index.html'))) return;
  const files = readdirSync(unitDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.join(unitDir, f));
  const needing = selectedFiles(process.argv.slice(2), files).filter((f) =>
    readsBuild(readFileSync(f, 'utf8')),
  );
  if (!needing.length) return;
  console.log(
    `\ndist/ is missing and ${needing.length} test file(s) read the built site (${needing.map((f) => path.basename(f)).join(', ')}):` +
      '\nbuilding it first with `npm run build` (a minute or two)…\n',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error(
      '`npm run build` failed: these tests read the build. Fix the build, then run them again.',
    );
}
