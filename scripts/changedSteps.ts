// `npm run test:quick -- --changed`: the quick gate cut to what the files changed since the last commit (staged,
// unstaged and new) can affect. `npm test` and CI never use it: a clean clone runs every step in full.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

type Step = [name: string, command: string[]];

/** The files changed against HEAD, and the new ones git does not ignore; deleted files are left out. */
export function changedFiles(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(files)].filter((file) => existsSync(file)).sort();
}

const quoted = (files: string[]) => files.map((f) => `'${f.replaceAll("'", `'\\''`)}'`).join(' ');

/** What ESLint checks (eslint.config.js): the code, not the content, styles or documents. */
const linted = /\.(ts|tsx|js|mjs|astro)$/;
/** What the type check reads: code, the JSON it imports, and its configuration. */
export const typed = /(\.(ts|tsx|astro|json)|^tsconfig\.json)$/;
/** What the build reads: the site's sources and files, and the build's own configuration. */
export const built = /^(src\/|public\/|astro\.config\.ts$|package(-lock)?\.json$|tsconfig\.json$)/;

/** Whether the tree of dist/ could come from these changes: a change to what the build reads means a new build. */
const needsBuild = (files: string[]) => !existsSync('dist') || files.some((file) => built.test(file));

/**
 * Each quick step cut to the changed files, or left out when none of them can affect it: the lint (ESLint and Prettier,
 * both cached) on the changed files only; the type check whenever code or its JSON changed (types cross files); the
 * build when what it reads changed (or there is no dist/); the unit tests Vitest finds related to the changes.
 */
export function changedSteps(stages: Step[][], files: string[]): Step[][] {
  console.log(
    files.length
      ? `Changed since the last commit: ${files.length} file(s): ${files.slice(0, 8).join(', ')}${files.length > 8 ? ', …' : ''}`
      : 'Nothing changed since the last commit.',
  );
  const cut = (step: Step): Step | undefined => {
    const [name] = step;
    if (name === 'Type check') return files.some((f) => typed.test(f)) ? step : undefined;
    if (name === 'Lint') {
      const code = files.filter((f) => linted.test(f));
      const cache = '--cache --cache-strategy content';
      const commands = [
        ...(code.length
          ? [`eslint ${cache} --cache-location node_modules/.cache/eslint/ ${quoted(code)}`]
          : []),
        `prettier --check ${cache} --ignore-unknown ${quoted(files)}`,
      ];
      return files.length ? [name, ['sh', '-c', commands.join(' && ')]] : undefined;
    }
    if (name === 'Build') return needsBuild(files) ? step : undefined;
    // Vitest's own reading of git: the changed test files and those whose imports reach a changed file.
    if (name === 'Unit tests')
      return files.length ? [name, ['vitest', 'run', '--changed', 'HEAD', '--passWithNoTests']] : undefined;
    return step;
  };
  const kept = stages
    .map((stage) => stage.map(cut).filter((step): step is Step => step !== undefined))
    .filter((stage) => stage.length);
  const skipped = stages.flat().filter(([name]) => !kept.flat().some(([k]) => k === name));
  for (const [name] of skipped) console.log(`=== ${name}: skipped (nothing it reads changed)`);
  return kept;
}
