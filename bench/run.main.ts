// Lighthouse (mobile, simulated throttling) over every registered route or the paths given; median of 3 runs (`--runs N`). Beside
// it, what a visit costs (bench/visit.ts): the first screen's and the page's bytes (brotli, from the build), the bytes
// of the route as a visitor's second page, and how soon its form is live after the first touch (slow 4G, 4x CPU).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routes } from '../src/routes.ts';
import { chromiumExecutable } from '../tests/e2e/support/browser.ts';
import {
  builtPage,
  cpuSlowdown as visitCpuSlowdown,
  formWakeMs,
  navTapMs,
  secondPageBytes,
} from './visit.ts';
import { canDriveRealPointer, realTapMs } from './realTap.ts';
import { http2Front } from './http2.ts';
import { calibratedSlowdown } from './calibration.ts';
import { formInp, inpForms, inpGoodMs } from './inp.ts';

const args = process.argv.slice(2);
/** `--runs N`: the runs each median is taken over (3 unless given). */
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;
/** `--inp-only`: only the forms' interactions (bench/inp.ts), no route table. */
const inpOnly = args.includes('--inp-only');
/** `--no-lighthouse`: only the visit's columns (bytes, second page, form wake), quick enough for every route. */
const lighthouseRuns = args.includes('--no-lighthouse') || inpOnly ? 0 : runs;
/**
 * `--lighthouse-only`: Lighthouse's columns alone, without the visit's (second page, form wake, the navigation's
 * taps), which take about as long again: every route's scores and timings in about half an hour here.
 */
const visitRuns = args.includes('--lighthouse-only') || inpOnly ? 0 : runs;
/** The forms' interactions (INP) are measured with the visit's columns, or alone with `--inp-only`. */
const inpRuns = args.includes('--lighthouse-only') ? 0 : runs;
/**
 * `--devtools`: Lighthouse applies the throttling to a real load (DevTools' slow 4G and 4x CPU) instead of simulating it
 * from an unthrottled one: what a visitor's browser measures, beside the simulation the scores use.
 */
const throttlingMethod = args.includes('--devtools') ? 'devtools' : 'simulate';
/**
 * The CPU slowdown, calibrated from the host's speed as Lighthouse's own guide prescribes (bench/calibration.ts):
 * each run uses the multiplier for the benchmarkIndex Lighthouse measured in the run before it (the first, not
 * counted, at the default 4x), so a route measured while the host is slow or fast simulates the same phone.
 * `--cpu-slowdown N` fixes it at N instead (Lighthouse's default is 4), into a table of its own.
 */
const slowdownArg = args.indexOf('--cpu-slowdown');
const fixedSlowdown = slowdownArg >= 0 ? Number(args[slowdownArg + 1]) : undefined;
if (fixedSlowdown !== undefined && !(fixedSlowdown > 0))
  throw new Error('--cpu-slowdown takes a number above 0, as in --cpu-slowdown 2');
let cpuSlowdown = fixedSlowdown ?? 4;
const given = args.filter((a) => a.startsWith('/'));
const allPaths = routes.map((r) => r.path);
/**
 * `--rotation`: the seventh of the routes for today's day of the week (route i on day i mod 7), so daily runs cover
 * every route within a week; without it (and without paths) every route, which takes about an hour here.
 */
const day = new Date().getUTCDay();
const paths = given.length
  ? given
  : args.includes('--rotation')
    ? allPaths.filter((_, i) => i % 7 === day)
    : allPaths;
/** Which routes the table covers, said above it. */
const coverage =
  paths.length === allPaths.length
    ? `all ${allPaths.length} routes`
    : given.length
      ? `${paths.length} of ${allPaths.length} routes, as given`
      : `${paths.length} of ${allPaths.length} routes: rotation day ${day} of 0-6 (route i on day i mod 7)`;
const root = path.resolve('dist');
if (!existsSync(path.join(root, 'index.html'))) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const { createSiteServer } = await import('../server/app.ts');
const server = createSiteServer({ root });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
/**
 * `--http2`: the pages over HTTP/2 with TLS (a self-signed certificate the bench's Chromium accepts), as the host's
 * CDN serves them (bench/http2.ts); without it HTTP/1.1, as `npm start` serves them.
 */
const overHttp2 = args.includes('--http2');
const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const front = overHttp2 ? await http2Front(local) : undefined;
const base = front?.origin ?? `http://localhost:${(server.address() as AddressInfo).port}`;

const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    ...(overHttp2 ? ['--ignore-certificate-errors'] : []),
  ],
});

/** Median of the runs that measured the value (a run Lighthouse could not measure reports NaN and is left out). */
const median = (xs: number[]) => {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)]! : NaN;
};
/**
 * The targets of a first visit (issue 51) a route's medians miss: LCP at most 1.2 s, TBT at most 50 ms at the
 * calibrated slowdown, CLS 0, and 100 in each of Lighthouse's four categories.
 */
const misses = (m: (k: string) => number) => [
  ...(m('lcp') > 1200 ? [`LCP ${(m('lcp') / 1000).toFixed(2)} s`] : []),
  ...(m('tbt') > 50 ? [`TBT ${Math.round(m('tbt'))} ms`] : []),
  ...(m('cls') > 0 ? [`CLS ${m('cls').toFixed(3)}`] : []),
  ...(['perf', 'a11y', 'bp', 'seo'] as const).flatMap((k) => (m(k) < 100 ? [`${k} ${m(k)}`] : [])),
];
let met = 0;
/** Every counted run's benchmarkIndex, for the range the table states. */
const hosts: number[] = [];
const rows: string[] = [];
const navRows: string[] = [];
const inpRows: string[] = [];
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', ...(overHttp2 ? ['--ignore-certificate-errors'] : [])],
});
/** The page a visitor comes from: home, or /about for home itself. */
const firstPage = (p: string) => (p === '/' ? '/about' : '/');
/** One Lighthouse run of route `p`, the same for the run not counted as for those that are. */
const runLighthouse = async (p: string) => {
  const slowdown = cpuSlowdown;
  const result = await lighthouse(`${base}${p}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  // The next run's slowdown, from this run's measure of the host.
  if (fixedSlowdown === undefined) cpuSlowdown = calibratedSlowdown(result!.lhr.environment.benchmarkIndex);
  return { result, slowdown };
};
try {
  // One run not counted: the first in a Chromium just started is slower (/ first: TBT 293 ms, then 20-47 ms).
  if (lighthouseRuns && paths[0]) await runLighthouse(paths[0]);
  for (const p of inpOnly ? [] : paths) {
    const samples: Record<string, number>[] = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const { result, slowdown } = await runLighthouse(p);
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const bytes = (type: string) =>
        (
          (
            lhr.audits['resource-summary']?.details as {
              items?: { resourceType: string; transferSize: number }[];
            }
          )?.items ?? []
        ).find((it) => it.resourceType === type)?.transferSize ?? 0;
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      samples.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcpAfterFcp: audit('largest-contentful-paint') - audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        js: bytes('script') / 1024,
        total: bytes('total') / 1024,
        // Lighthouse's measure of the host's CPU at the run (higher is faster): its simulation multiplies each task
        // the host ran by the CPU slowdown, so a slower host's tasks count for more.
        host: lhr.environment.benchmarkIndex,
        slowdown,
      });
    }
    const m = (k: string) => median(samples.map((s) => s[k]!));
    const { firstScreen, page, hasForm } = builtPage(root, p);
    const seconds: number[] = [];
    const wakes: number[] = [];
    for (let i = 0; i < visitRuns; i++) {
      seconds.push(await secondPageBytes(browser, base, firstPage(p), p));
      if (hasForm) wakes.push(await formWakeMs(browser, base, p));
    }
    const [second, wake] = [median(seconds), median(wakes)];
    /** A measured value as shown, or nothing (Lighthouse not run, or no form). */
    const show = (v: number, format: (x: number) => string) => (Number.isFinite(v) ? format(v) : '');
    const cells = [
      p,
      ...['perf', 'a11y', 'bp', 'seo'].map((k) => show(m(k), String)),
      show(m('fcp'), (v) => `${(v / 1000).toFixed(2)} s`),
      show(m('lcp'), (v) => `${(v / 1000).toFixed(2)} s`),
      show(m('lcpAfterFcp'), (v) => `${(v / 1000).toFixed(2)} s`),
      show(m('tbt'), (v) => `${Math.round(v)} ms`),
      show(m('cls'), (v) => v.toFixed(3)),
      show(m('js'), (v) => v.toFixed(1)),
      show(m('total'), (v) => v.toFixed(1)),
      show(m('host'), (v) => String(Math.round(v))),
      show(m('slowdown'), (v) => `${v}x`),
      firstScreen,
      page,
      show(second, String),
      show(wake, (v) => `${(v / 1000).toFixed(2)} s`),
      lighthouseRuns ? misses(m).join('; ') || 'met' : '',
    ];
    if (lighthouseRuns && !misses(m).length) met++;
    hosts.push(...samples.map((s) => s.host!));
    const row = `| ${cells.join(' | ')} |`;
    console.log(row);
    rows.push(row);
  }
  // The main navigation from home: tap to page shown, median of the runs.
  const taps = new Map<string, number[]>();
  for (let i = 0; i < visitRuns; i++)
    for (const [href, ms] of await navTapMs(browser, base, '/'))
      taps.set(href, [...(taps.get(href) ?? []), ms]);
  // The same taps with a real pointer in a Chromium no DevTools client drives: what a visitor's Chromium does.
  const realTaps = new Map<string, { ms: number; prerendered: boolean }[]>();
  if (visitRuns && canDriveRealPointer())
    for (let i = 0; i < visitRuns; i++)
      for (const [href, tap] of await realTapMs(createSiteServer, root, '/'))
        realTaps.set(href, [...(realTaps.get(href) ?? []), tap]);
  for (const [href, ms] of taps) {
    const real = realTaps.get(href) ?? [];
    const prerendered = real.filter((t) => t.prerendered).length;
    navRows.push(
      `| ${href} | ${Math.round(median(ms))} ms | ${real.length ? `${Math.round(median(real.map((t) => t.ms)))} ms` : 'not measured'} | ${real.length ? `${prerendered} of ${real.length}` : ''} |`,
    );
  }
  for (const form of inpRuns ? inpForms : []) {
    const { median: worst, all, count } = await formInp(browser, base, form, inpRuns);
    const row = `| ${form.name} | ${form.route} | ${Math.round(worst.duration)} ms | ${all.map(Math.round).join(', ')} | ${worst.name} on ${worst.target || 'the page'} | ${count} | ${worst.duration <= inpGoodMs ? 'good' : `over ${inpGoodMs} ms`} |`;
    console.log(row);
    inpRows.push(row);
  }
} finally {
  chrome.kill();
  await browser.close();
  front?.close();
  server.close();
}

const inpTable = [
  `Interaction to Next Paint of each form (bench/inp.ts): Chromium, 412 px, touch, ${visitCpuSlowdown}x CPU slowdown (DevTools), every field typed key by key, every list picked, every choice ticked, the form sent empty and then filled in; the Event Timing API (event entries, durationThreshold 16), each interaction its longest event, a visit's INP its longest interaction; median of ${inpRuns} visit${inpRuns === 1 ? '' : 's'} (${new Date().toISOString()}).`,
  '',
  '| form | page | INP (median) | each visit | the longest interaction | interactions | against 200 ms |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...inpRows,
  '',
].join('\n');
const table = [
  `${lighthouseRuns ? `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => ({ default: { version: '' } }))).default.version}, mobile, ${throttlingMethod === 'devtools' ? 'applied (DevTools) throttling' : 'simulated throttling'}, ${fixedSlowdown === undefined ? 'CPU slowdown calibrated from the host CPU before each run (bench/calibration.ts)' : `${fixedSlowdown}x CPU slowdown, fixed (the targets are met or missed at the calibrated slowdown)`}` : 'Without Lighthouse (--no-lighthouse)'}, median of ${runs} run${runs === 1 ? '' : 's'}${visitRuns ? '' : ', the visit columns not measured (--lighthouse-only)'} (${new Date().toISOString()}); ${overHttp2 ? 'HTTP/2 with TLS (bench/http2.ts)' : "HTTP/1.1 (npm start's server)"}; ${coverage}`,
  '',
  '| route | performance | accessibility | best practices | SEO | FCP | LCP | LCP − FCP | TBT | CLS | JS KB | total KB | host CPU | CPU slowdown | first-screen bytes | page bytes | second-page bytes | form wake | targets |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  ...(lighthouseRuns
    ? [
        `Targets (LCP ≤ 1.2 s, TBT ≤ 50 ms at the calibrated slowdown, CLS 0, 100 in each category) met on ${met} of ${rows.length} routes; "targets" names what a route misses.`,
        '',
      ]
    : []),
  ...(hosts.length
    ? [
        `host CPU: Lighthouse's benchmarkIndex of the machine at the route's runs (median; higher is faster), ${Math.round(Math.min(...hosts))}-${Math.round(Math.max(...hosts))} over the whole table, median ${Math.round(median(hosts))}. CPU slowdown: the multiplier the route's runs used (median), from the benchmarkIndex of the run before each as Lighthouse's throttling guide prescribes (1x at 150, 2x at 800, 3x at 1300, 4x at 1533, 6x at 2000), so every route simulates the same mid-tier phone however fast the host was.`,
      ]
    : []),
  "first-screen bytes: head, CSS and HTML to the end of the h1's block, brotli (budget 14,000). page bytes: the page, brotli.",
  'second-page bytes: what the route transfers until its load event when opened after / (after /about for /), headers included.',
  'form wake: first touch on the form to the form live, slow 4G and 4x CPU, the page idle first (none: no form).',
  '',
  'Main navigation from /: a click on each link, the pointer over it 300 ms first, to the page on screen (its first',
  'contentful paint), on this machine without throttling (target 100 ms). Through DevTools (bench/visit.ts navTapMs),',
  'where Chromium refuses to prerender, so the page comes from the prefetch; and with a real pointer in a Chromium no',
  'DevTools client drives (bench/realTap.ts: Xvfb and xdotool), as a visitor’s Chromium prerenders it.',
  '',
  '| link | tap to page shown (DevTools: prefetched) | tap to page shown (no DevTools) | prerendered |',
  '| --- | --- | --- | --- |',
  ...navRows,
  '',
  ...(inpRows.length ? [inpTable] : []),
].join('\n');
await mkdir('bench/results', { recursive: true });
const results =
  (lighthouseRuns ? (throttlingMethod === 'devtools' ? 'latest-devtools' : 'latest') : 'visit') +
  (overHttp2 ? '-http2' : '') +
  (fixedSlowdown === undefined ? '' : `-cpu${fixedSlowdown}x`);
// A table of some routes goes beside the whole one, named for its day or its date, and leaves latest.md whole.
const file =
  paths.length === allPaths.length
    ? results
    : `${results}-${given.length ? new Date().toISOString().slice(0, 10) : `rotation-${day}`}`;
await writeFile(`bench/results/${inpOnly ? 'inp' : file}.md`, inpOnly ? inpTable : table);
console.log(`\n${inpOnly ? inpTable : table}`);
