import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  allowSampleSetting,
  dramaRange,
  neverLiveItems,
  productionHost,
  productionRefusal,
  type NeverLiveContent,
} from '../../src/lib/neverLive.ts';
import { blocksLaunch, launchFindings } from '../../scripts/launch/checks.ts';
import { contentInput } from '../../scripts/launch/content.ts';
import { site } from '../../src/config/site.ts';
import { reviews } from '../../src/content/proof.ts';
import { suppliedBusiness } from './support/business.ts';

// A business ready to launch (test data): real-looking numbers outside Ofcom's drama ranges, a real review.
const ready = (): NeverLiveContent => ({
  site: {
    ...suppliedBusiness,
    phone: { display: '020 3000 0000', e164: '+442030000000', href: 'tel:+442030000000' },
    whatsapp: { ...suppliedBusiness.whatsapp, number: '447000000000' },
  },
  reviews: [{ name: 'A. Client', area: 'chelsea', source: 'Google' }],
});
const cloudflare = { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' };

describe('the production build guard', () => {
  it('knows the builds that go live from previews and from a build on a computer for itself', () => {
    expect(productionHost(cloudflare)).toMatch(/^Cloudflare Pages/);
    expect(
      productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'my-change', PRODUCTION_BRANCH: 'main' }),
    ).toBeUndefined();
    expect(productionHost({ ...cloudflare, PRODUCTION_BRANCH: 'live' })).toBeUndefined();
    // Cloudflare does not say which branch is production: unnamed, a branch other than main may be it.
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'master' })).toMatch(
      /branch master, which may be the production branch: no PRODUCTION_BRANCH is set/,
    );
    // From a terminal: the deploy command, and a build whose forms reach a live service.
    expect(productionHost({ HUSHPANE_DEPLOY: '1' })).toMatch(/npm run deploy/);
    expect(productionHost({ PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/xyz' })).toMatch(
      /PUBLIC_FORM_ENDPOINT/,
    );
    expect(productionHost({ PUBLIC_FORM_ENDPOINT: ' ' })).toBeUndefined();
    expect(
      productionHost({
        NETLIFY: 'true',
        CONTEXT: 'deploy-preview',
        PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/xyz',
      }),
    ).toBeUndefined();
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' })).toMatch(
      /production branch live/,
    );
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'production' })).toMatch(/^Netlify/);
    expect(productionHost({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBeUndefined();
    expect(productionHost({})).toBeUndefined();
  });

  it('lets a production build go on once nothing that must never go live remains', () => {
    expect(neverLiveItems(ready())).toEqual([]);
    expect(productionRefusal(ready(), cloudflare)).toBeUndefined();
  });

  const gaps: [string, (c: NeverLiveContent) => void, RegExp, string][] = [
    [
      'a drama-range phone',
      (c) => void (c.site.phone = { ...c.site.phone, e164: '+442079460958' }),
      /The business phone \+442079460958 is in Ofcom's range for drama/,
      'Business details → Phone',
    ],
    [
      'a drama-range WhatsApp number',
      (c) => void (c.site.whatsapp = { ...c.site.whatsapp, number: '447700900461' }),
      /The WhatsApp number \+447700900461/,
      'Business details → Whatsapp',
    ],
    [
      'a sample review',
      (c) => void (c.reviews = [{ name: 'Sam P.', area: 'fulham', source: 'sample' }]),
      /The review by Sam P\. \(fulham\) is a sample/,
      'Reviews → the review → Source',
    ],
    [
      'no company number',
      (c) => void (c.site.company = { ...c.site.company, number: '' }),
      /The company's number is not supplied/,
      'Business details → Company → Number',
    ],
  ];
  it.each(gaps)(
    'refuses %s on every build that goes live, naming it and its editor screen',
    (_, gap, what, fix) => {
      const content = ready();
      gap(content);
      for (const env of [
        cloudflare,
        { NETLIFY: 'true', CONTEXT: 'production' },
        { CF_PAGES: '1', CF_PAGES_BRANCH: 'master' },
        { HUSHPANE_DEPLOY: '1' },
        { PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/xyz' },
      ]) {
        const refusal = productionRefusal(content, env);
        expect(refusal).toMatch(what);
        expect(refusal).toContain(`Fix in the editor: ${fix}`);
      }
      // A preview, a build on a computer, and a production build that opts out go on.
      expect(
        productionRefusal(content, { CF_PAGES: '1', CF_PAGES_BRANCH: 'preview', PRODUCTION_BRANCH: 'main' }),
      ).toBeUndefined();
      expect(productionRefusal(content, {})).toBeUndefined();
      expect(productionRefusal(content, { ...cloudflare, [allowSampleSetting]: '1' })).toBeUndefined();
    },
  );

  it('refuses what the launch list marks as blocking a production build, on today’s content', () => {
    const items = neverLiveItems({ site, reviews });
    const blocking = launchFindings(contentInput([], {})).filter(blocksLaunch);
    // The launch list counts the sample reviews as one item; the guard names each.
    const samples = reviews.filter((r) => r.source === 'sample').length;
    expect(items.length).toBe(blocking.length - (samples ? 1 : 0) + samples);
    expect(items.some((i) => /Ofcom/.test(i.what))).toBe(
      !!dramaRange(site.phone.e164) || !!dramaRange(`+${site.whatsapp.number}`),
    );
  });

  // The build itself, on its own copy of the project (whatever the business's content holds by now): a drama-range
  // phone and a sample review in the copy's files stop the production build before a page is built, each named with
  // its editor screen, and ALLOW_SAMPLE_CONTENT=1 lets the same build through.
  describe('on a copy of the project holding a fictional number and a sample review', () => {
    const fixturePhone = { display: '020 7946 0321', e164: '+442079460321', href: 'tel:+442079460321' };
    const sampleName = 'Guard Sample R.';
    let project: string;
    let content: NeverLiveContent;
    beforeAll(() => {
      project = mkdtempSync(path.join(tmpdir(), 'hushpane-guard-'));
      for (const entry of [
        'src',
        'public',
        'server',
        'scripts',
        'astro.config.ts',
        'package.json',
        'tsconfig.json',
      ])
        cpSync(entry, path.join(project, entry), { recursive: true });
      symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'), 'dir');
      const businessFile = path.join(project, 'src/config/business.json');
      const business = JSON.parse(readFileSync(businessFile, 'utf8')) as Record<string, unknown>;
      writeFileSync(businessFile, JSON.stringify({ ...business, phone: fixturePhone }, null, 2));
      const reviewsFile = path.join(project, 'src/content/reviews.yaml');
      const stored = parse(readFileSync(reviewsFile, 'utf8')) as { reviews: Record<string, unknown>[] };
      stored.reviews[0] = {
        ...stored.reviews[0],
        name: sampleName,
        source: { discriminant: 'sample', value: {} },
      };
      writeFileSync(reviewsFile, stringify(stored));
      // What the copy holds, as the guard reads it: the business with the fixture's phone, its reviews.
      content = {
        site: { ...site, phone: fixturePhone },
        reviews: [{ ...reviews[0]!, name: sampleName, source: 'sample' }, ...reviews.slice(1)],
      };
    });
    afterAll(() => rmSync(project, { recursive: true, force: true }));

    /** `astro build` of the copy as Cloudflare's production build; stops once `enough` says its output is. */
    function productionBuild(env: Record<string, string>, enough: (output: string) => boolean) {
      const outDir = path.join(project, 'dist');
      // The copy's own content files (no CONTENT_DIR pointing elsewhere).
      const { CONTENT_DIR: _elsewhere, ...inherited } = process.env;
      const build = spawn('npm', ['exec', '--', 'astro', 'build', '--outDir', outDir], {
        cwd: project,
        detached: true,
        env: {
          ...inherited,
          ...cloudflare,
          PRODUCTION_BRANCH: '',
          [allowSampleSetting]: '',
          PUBLIC_FORM_ENDPOINT: 'https://forms.example.org/f/1',
          ...env,
        },
      });
      let output = '';
      return new Promise<{ code: number | null; output: string; built: boolean }>((resolve) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (enough(output) && build.pid) process.kill(-build.pid);
        };
        build.stdout.on('data', read);
        build.stderr.on('data', read);
        build.on('close', (code) =>
          resolve({ code, output, built: existsSync(path.join(outDir, 'index.html')) }),
        );
      });
    }

    it('stops the production build before a page is built, naming each item and its editor screen', async () => {
      const items = neverLiveItems(content);
      expect(items.map((i) => i.what)).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`The business phone ${fixturePhone.e164} is in Ofcom's range for drama`),
          expect.stringContaining(`The review by ${sampleName}`),
        ]),
      );
      const { code, output, built } = await productionBuild({}, () => false);
      expect(code).not.toBe(0);
      expect(built).toBe(false);
      expect(output).toContain('This build goes live (Cloudflare Pages, production branch main)');
      expect(output).toContain(`what must never go live (${items.length})`);
      for (const item of items) expect(output).toContain(`${item.what}. Fix in the editor: ${item.fix}`);
      // The list is the message itself: no error heading, no stack trace.
      expect(output).not.toMatch(/unhandled error|\[ERROR\]|^\s+at /im);
    }, 120_000);

    /** `npm run deploy` on the copy, with npm and wrangler faked (they write down how they were called). */
    function deploy(env: Record<string, string>, args: string[] = []) {
      const fakes = mkdtempSync(path.join(tmpdir(), 'hushpane-fakes-'));
      const calls = path.join(fakes, 'calls.log');
      for (const tool of ['npm', 'wrangler'])
        writeFileSync(
          path.join(fakes, tool),
          `#!/bin/sh\necho "${tool} $* HUSHPANE_DEPLOY=$HUSHPANE_DEPLOY" >> ${JSON.stringify(calls)}\n`,
          { mode: 0o755 },
        );
      const { CONTENT_DIR: _elsewhere, ...inherited } = process.env;
      const run = spawnSync(process.execPath, [path.join(project, 'scripts/deploy.ts'), ...args], {
        cwd: project,
        encoding: 'utf8',
        env: {
          ...inherited,
          PATH: `${fakes}${path.delimiter}${process.env.PATH ?? ''}`,
          CF_PAGES: '',
          NETLIFY: '',
          [allowSampleSetting]: '',
          PUBLIC_FORM_ENDPOINT: 'https://forms.example.org/f/1',
          ...env,
        },
      });
      const called = existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [];
      rmSync(fakes, { recursive: true, force: true });
      return { code: run.status, output: run.stdout + run.stderr, called };
    }

    it('npm run deploy stops with the guard’s list before building or deploying anything', () => {
      const { code, output, called } = deploy({});
      expect(code).toBe(1);
      expect(called).toEqual([]);
      expect(output).toContain('This build goes live (npm run deploy, from this computer)');
      for (const item of neverLiveItems(content))
        expect(output).toContain(`${item.what}. Fix in the editor: ${item.fix}`);
      expect(output).not.toMatch(/unhandled error|\[ERROR\]|^\s+at /im);
    });

    it(`npm run deploy with ${allowSampleSetting}=1 builds for deploying, then hands dist to wrangler`, () => {
      const { code, called } = deploy({ [allowSampleSetting]: '1' }, ['--branch', 'demo']);
      expect(code).toBe(0);
      expect(called).toEqual([
        'npm run build HUSHPANE_DEPLOY=1',
        'wrangler pages deploy dist --branch demo HUSHPANE_DEPLOY=1',
      ]);
    });

    it(`lets the same build through with ${allowSampleSetting}=1, saying it keeps the sample content`, async () => {
      const allowed = `${allowSampleSetting}=1: this production build keeps the sample content`;
      // Past the guard, the build goes on to the pages: stopped there, its work is not this test's.
      const { output } = await productionBuild({ [allowSampleSetting]: '1' }, (o) => o.includes(allowed));
      expect(output).toContain(allowed);
      expect(output).not.toContain('This build goes live');
    }, 120_000);
  });
});
