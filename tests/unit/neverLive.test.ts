import { spawnSync } from 'node:child_process';
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
  it('knows the hosts’ production builds from their previews and from a build on a computer', () => {
    expect(productionHost(cloudflare)).toMatch(/^Cloudflare Pages/);
    expect(productionHost({ CF_PAGES: '1', CF_PAGES_BRANCH: 'my-change' })).toBeUndefined();
    expect(productionHost({ ...cloudflare, PRODUCTION_BRANCH: 'live' })).toBeUndefined();
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
    'refuses %s on both hosts’ production builds, naming it and its editor screen',
    (_, gap, what, fix) => {
      const content = ready();
      gap(content);
      for (const env of [cloudflare, { NETLIFY: 'true', CONTEXT: 'production' }]) {
        const refusal = productionRefusal(content, env);
        expect(refusal).toMatch(what);
        expect(refusal).toContain(`Fix in the editor: ${fix}`);
      }
      // A preview, a build on a computer, and a production build that opts out go on.
      expect(productionRefusal(content, { CF_PAGES: '1', CF_PAGES_BRANCH: 'preview' })).toBeUndefined();
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

  // Skipped once the content holds nothing that must never go live: the guard's own tests above still run.
  it.skipIf(neverLiveItems({ site, reviews }).length === 0)(
    'stops the production build on Cloudflare Pages while the content holds any of it, before a page is built',
    () => {
      const outDir = mkdtempSync(path.join(tmpdir(), 'hushpane-guard-'));
      rmSync(outDir, { recursive: true });
      const build = spawnSync('npm', ['exec', '--', 'astro', 'build', '--outDir', outDir], {
        encoding: 'utf8',
        env: {
          ...process.env,
          ...cloudflare,
          PRODUCTION_BRANCH: '',
          [allowSampleSetting]: '',
          PUBLIC_FORM_ENDPOINT: 'https://forms.example.org/f/1',
        },
      });
      expect(build.status).not.toBe(0);
      expect(build.stdout + build.stderr).toContain('This is the production build on Cloudflare Pages');
      expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
      rmSync(outDir, { recursive: true, force: true });
    },
    120_000,
  );
});
