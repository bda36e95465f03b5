// The one test gate: type check and lint (side by side), build, unit tests, host check, editor build, launch report,
// browser tests. Stops at the first failing step.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { changedFiles, changedSteps } from './changedSteps.ts';
import { forgetPass, passedAsItIs, recordPass, sourcesDigest } from './passedSteps.ts';

type Step = [name: string, command: string[]];

// Steps in one stage run side by side: the type check and the lint each keep one core busy, and neither writes what
// the other reads (the type check's `astro sync` writes .astro/, which the build writes too, so the build waits).
const stages: Step[][] = [
  [
    ['Type check', ['npm', 'run', 'check']],
    ['Lint', ['npm', 'run', 'lint']],
  ],
  // The build comes first: some unit tests read the built pages (tests/unit/area-pages.test.ts).
  [['Build', ['npm', 'run', 'build']]],
  // The next two stages pair a step that leaves a core idle part of the time (it waits on servers, on spawned builds,
  // on its slowest file) with one that touches nothing it reads: about 15 s less than one after another.
  [
    ['Unit tests', ['vitest', 'run']],
    // dist/ on Cloudflare Pages' own runtime (wrangler pages dev, offline): routes, 404s, redirects, headers, forms.
    ['Host check (Cloudflare Pages)', ['vitest', 'run', '--config', 'vitest.host.config.ts']],
  ],
  [
    // The same content-reading unit tests on a copy after the business's everyday edits (scripts/test-edited.ts).
    ['Unit tests on edited content', ['node', 'scripts/test-edited.ts', '--unit']],
    // `npm run build:editor` (the live editor for Cloudflare) into dist-editor/: only /keystatic and /api/keystatic run
    // on demand, every page is prerendered; dist/ is left as built. Never beside the host check: while it builds,
    // Cloudflare's Vite plugin points `wrangler` at the editor's Worker (.wrangler/deploy/config.json).
    ['Editor build', ['vitest', 'run', '--config', 'vitest.editor.config.ts']],
    // What still blocks an honest launch, listed but not failing: the demo content is sample by design.
    ['Launch check (report)', ['npm', 'run', 'launch-check', '--', '--report']],
  ],
  // A trace is recorded only when a failed test is tried again (CI's one retry): recording every test's costs about a
  // third of the step (layout-fit's area pages: 35 s without, 47-51 s with). A test that fails here is rerun on its
  // own as the step's last line says, and keeps its trace (playwright.config.ts: retain-on-failure).
  [['Browser tests', ['playwright', 'test', '--trace', 'on-first-retry']]],
];

// `npm run test:quick`, the fast loop: the steps that need no browser and no host runtime.
const quick = ['Type check', 'Lint', 'Build', 'Unit tests'];
const gate = process.argv.includes('--quick') ? 'npm run test:quick' : 'npm test';
// `npm run test:quick -- --changed`: only what the files changed since the last commit can affect (changedSteps).
const changedOnly = gate !== 'npm test' && process.argv.includes('--changed');
const quickStages = stages
  .map((stage) => stage.filter(([name]) => gate === 'npm test' || quick.includes(name)))
  .filter((stage) => stage.length);
const run = changedOnly ? changedSteps(quickStages, changedFiles()) : quickStages;
// Plain `npm run test:quick` does not run again a step that passed on exactly what it reads now (scripts/passedSteps.ts);
// `-- --rerun` runs every step. The cut steps of `--changed` check less than the whole tree, so they keep no pass.
const keepsPasses = gate !== 'npm test' && !changedOnly;
const rerun = process.argv.includes('--rerun');

/** CPU seconds (user + system) of the steps that ended, as Linux counts waited-for children; undefined elsewhere. */
const childCpu = () => {
  if (!existsSync('/proc/self/stat')) return undefined;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};
const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(0)} s`;
const cpuSince = (cpu: number | undefined) =>
  cpu === undefined ? '' : ` (CPU ${(childCpu()! - cpu).toFixed(0)} s)`;

const running = new Set<ChildProcess>();
/** Set once a step has failed: the steps beside it are stopped, not failed. */
let stopping = false;

/**
 * Runs one step: the stage's first shows its output as it comes; the others keep theirs, with their last line, for the
 * stage to print when it ends. A step alone in its stage says its CPU time too (`cpu`, the count when it started).
 */
function runStep(
  [name, [cmd, ...args]]: Step,
  live: boolean,
  cpu?: number,
): Promise<{ ok: boolean; kept: string }> {
  const header = `\n=== ${name}: ${[cmd, ...args].join(' ')}`;
  if (live) console.log(header);
  const t = Date.now();
  // Its own process group, so a failing neighbour can stop it with everything it started.
  const child = spawn(cmd!, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      running.delete(child);
      const verdict = status === 0 ? 'ok' : stopping ? 'stopped' : 'FAILED';
      const last = `=== ${name}: ${verdict} in ${since(t)}${cpuSince(cpu)}`;
      if (live) console.log(last);
      const kept = live ? '' : `${header}\n${Buffer.concat(output).toString().trimEnd()}\n${last}`;
      resolve({ ok: status === 0, kept });
    });
  });
}

const stopAll = () => {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already ended.
    }
  }
};
// The steps run in process groups of their own: a gate stopped (Ctrl-C, a CI time limit) stops them too.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

const started = Date.now();
const startedCpu = childCpu();
for (const all of run) {
  const t = Date.now();
  const cpu = childCpu();
  let failed: string | undefined;
  // What each step reads, taken before it runs; a step that passed on the same is left out.
  const sources = new Map(all.map(([name]) => [name, keepsPasses ? sourcesDigest(name) : undefined]));
  const stage = all.filter(([name]) => rerun || !passedAsItIs(name, sources.get(name)));
  for (const [name] of all.filter((step) => !stage.includes(step)))
    console.log(
      `=== ${name}: passed before on exactly these files (npm run test:quick -- --rerun runs it again)`,
    );
  if (!stage.length) continue;
  const ended = await Promise.all(
    stage.map(async (step, i) => {
      const ended = await runStep(step, i === 0, stage.length === 1 ? cpu : undefined);
      if (keepsPasses && ended.ok) recordPass(step[0], sources.get(step[0]));
      if (keepsPasses && !ended.ok) forgetPass(step[0]);
      // The first to fail is named; the others in its stage are stopped.
      if (!ended.ok && !failed) {
        failed = step[0];
        stopAll();
      }
      return ended;
    }),
  );
  for (const { kept } of ended) if (kept) console.log(kept);
  if (stage.length > 1)
    console.log(`=== ${stage.map(([name]) => name).join(' + ')}: ${since(t)} side by side${cpuSince(cpu)}`);
  if (failed) {
    console.log(`\n${gate} failed at "${failed}".`);
    process.exit(1);
  }
}
console.log(`\n${gate} passed in ${since(started)}${cpuSince(startedCpu)}.`);
