import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { analyticsDefaults, analyticsSettings, parseBuildEnv } from '../../src/config/env.ts';
import { goals, leadGoals, track } from '../../src/lib/analytics/goals.ts';
import { leadForms } from '../../src/lib/leads/schemas.ts';
import { analyticsOrigins } from '../../src/integrations/securityHeaders.ts';
import { privacyNoticeFor } from '../../src/content/legal/privacy.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const plausible = parseBuildEnv({
  PUBLIC_ANALYTICS_PROVIDER: 'plausible',
  PUBLIC_ANALYTICS_SITE: 'example.co.uk',
});

describe('analytics settings', () => {
  it('are off by default', () => {
    expect(analyticsSettings(parseBuildEnv({}))).toBeUndefined();
    expect(analyticsOrigins(parseBuildEnv({}))).toEqual([]);
  });

  it("load the provider's hosted script, or a self-hosted one, and allow its origin", () => {
    expect(analyticsSettings(plausible)).toMatchObject({
      script: analyticsDefaults.plausible.script,
      siteAttribute: { 'data-domain': 'example.co.uk' },
    });
    const umami = parseBuildEnv({
      PUBLIC_ANALYTICS_PROVIDER: 'umami',
      PUBLIC_ANALYTICS_SITE: 'a1b2',
      PUBLIC_ANALYTICS_SCRIPT: 'https://stats.example.co.uk/script.js',
    });
    expect(analyticsSettings(umami)).toMatchObject({ siteAttribute: { 'data-website-id': 'a1b2' } });
    expect(analyticsOrigins(umami)).toEqual(['https://stats.example.co.uk']);
  });

  it('name what is missing or wrong', () => {
    expect(() => parseBuildEnv({ PUBLIC_ANALYTICS_PROVIDER: 'umami' })).toThrow(
      /PUBLIC_ANALYTICS_SITE is required with PUBLIC_ANALYTICS_PROVIDER=umami/,
    );
    expect(() => parseBuildEnv({ PUBLIC_ANALYTICS_SITE: 'example.co.uk' })).toThrow(
      /PUBLIC_ANALYTICS_PROVIDER is missing/,
    );
    expect(() => parseBuildEnv({ PUBLIC_ANALYTICS_PROVIDER: 'ga', PUBLIC_ANALYTICS_SITE: 'x' })).toThrow(
      /PUBLIC_ANALYTICS_PROVIDER must be one of: plausible, umami/,
    );
  });
});

describe('goals', () => {
  it('go to whichever service the page loaded, and nowhere without one', () => {
    const plausibleFn = vi.fn();
    track(goals.quoteSent, { plausible: plausibleFn });
    expect(plausibleFn).toHaveBeenCalledExactlyOnceWith('Quote sent');
    const umami = { track: vi.fn() };
    track(goals.phoneTapped, { umami });
    expect(umami.track).toHaveBeenCalledExactlyOnceWith('Phone tapped');
    expect(() => track(goals.calculatorUsed, {})).not.toThrow();
  });

  it('every lead form counts its own goal, the survey request "Survey requested"', () => {
    for (const form of Object.keys(leadForms)) expect(leadGoals).toHaveProperty([form]);
    expect(leadGoals.survey).toBe('Survey requested');
  });
});

describe('the privacy notice', () => {
  const cookies = (doc: ReturnType<typeof privacyNoticeFor>) =>
    JSON.stringify(doc.sections.find((s) => s.id === 'cookies'));

  it('says there is no analytics when none is configured', () => {
    expect(cookies(privacyNoticeFor(undefined))).toContain('uses no analytics');
  });

  it('says what is counted, the lawful basis and how to object, naming the configured service', () => {
    const settings = analyticsSettings(
      parseBuildEnv({
        PUBLIC_ANALYTICS_PROVIDER: 'umami',
        PUBLIC_ANALYTICS_SITE: 'a1b2',
        PUBLIC_ANALYTICS_SCRIPT: 'https://stats.example.co.uk/script.js',
      }),
    );
    const text = cookies(privacyNoticeFor(settings));
    for (const words of [
      'Umami',
      'https://stats.example.co.uk',
      'Article 6(1)(f)',
      'object',
      'without cookies',
    ])
      expect(text).toContain(words);
    for (const goal of [
      'quote',
      'contact',
      'quick contact',
      'survey',
      'phone',
      'WhatsApp',
      'calculator',
      'PDF',
    ])
      expect(text).toContain(goal);
    expect(text).not.toContain('uses no analytics');
  });
});

describe('the build without analytics settings', () => {
  it('loads no statistics script on any page and allows no other origin for scripts', () => {
    const dist = requireBuild();
    const pages = builtHtml(dist);
    expect(pages.length).toBeGreaterThan(30);
    for (const { file, html } of pages) {
      const external = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!);
      expect(
        external.filter((src) => !src.startsWith('/')),
        file,
      ).toEqual([]);
      expect(html, file).not.toMatch(/plausible|umami|countTaps/i);
    }
    const csp = /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(dist, '_headers'), 'utf8'))![1]!;
    expect(csp).not.toMatch(/https?:/);
  });
});
