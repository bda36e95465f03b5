// The one test gate: type check, lint, build, unit tests, host check, editor build, launch report, browser tests. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['Type check', ['npm', 'run', 'check']],
  ['Lint', ['npm', 'run', 'lint']],
  // The build comes first: some unit tests read the built pages (tests/unit/area-pages.test.ts).
  ['Build', ['npm', 'run', 'build']],
  ['Unit tests', ['vitest', 'run']],
  // The same content-reading unit tests on a copy after the business's everyday edits (scripts/test-edited.ts).
  ['Unit tests on edited content', ['node', 'scripts/test-edited.ts', '--unit']],
  // dist/ on Cloudflare Pages' own runtime (wrangler pages dev, offline): routes, 404s, redirects, headers, forms.
  ['Host check (Cloudflare Pages)', ['vitest', 'run', '--config', 'vitest.host.config.ts']],
  // `npm run build:editor` (the live editor for Cloudflare) into dist-editor/: only /keystatic and /api/keystatic run on
  // demand, every page is prerendered; dist/ is left as built.
  ['Editor build', ['vitest', 'run', '--config', 'vitest.editor.config.ts']],
  // What still blocks an honest launch, listed but not failing: the demo content is sample by design.
  ['Launch check (report)', ['npm', 'run', 'launch-check', '--', '--report']],
  ['Browser tests', ['playwright', 'test']],
];

// `npm run test:quick`, the fast loop: the steps that need no browser and no host runtime.
const quick = ['Type check', 'Lint', 'Build', 'Unit tests'];
const gate = process.argv.includes('--quick') ? 'npm run test:quick' : 'npm test';
const run = gate === 'npm test' ? steps : steps.filter(([name]) => quick.includes(name));

const started = Date.now();
for (const [name, [cmd, ...args]] of run) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const t = Date.now();
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) {
    console.log(`\n${gate} failed at "${name}".`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${gate} passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
