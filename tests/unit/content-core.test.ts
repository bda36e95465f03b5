import { describe, expect, it } from 'vitest';
import { services, pricingText } from '../../src/content/services.ts';
import { plans, popularLabel } from '../../src/content/plans.ts';
import { homeStats, results, averageDbLabel, percentRange } from '../../src/content/stats.ts';
import { gallery } from '../../src/content/gallery.ts';
import { processSteps } from '../../src/content/process.ts';
import { thermalOptions } from '../../src/content/thermal.ts';
import { glazingTypes } from '../../src/content/glazingTypes.ts';
import { aboutStats, about } from '../../src/content/about.ts';
import { claimFigures } from '../../src/content/proof.ts';
import { site } from '../../src/config/site.ts';

const bySlug = Object.fromEntries(services.map((s) => [s.slug, s]));

describe('services', () => {
  it('are the six of the spec, in order', () => {
    expect(services.map((s) => s.slug)).toEqual([
      'residential-secondary-glazing',
      'commercial-projects',
      'heritage-listed-buildings',
      'maintenance-repairs',
      'acoustic-consultancy',
      'thermal-insulation',
    ]);
  });

  it('carry the listed prices', () => {
    expect(pricingText(bySlug['residential-secondary-glazing']!)).toBe('From £450 per window');
    expect(pricingText(bySlug['heritage-listed-buildings']!)).toBe('From £650 per window');
    expect(pricingText(bySlug['thermal-insulation']!)).toBe('From £525 per window');
    expect(pricingText(bySlug['acoustic-consultancy']!)).toBe('From £350 per assessment');
    expect(pricingText(bySlug['maintenance-repairs']!)).toBe('From £85 per visit');
    expect(pricingText(bySlug['commercial-projects']!)).toBe('Priced by quote');
  });

  it('hold the commercial sectors and four-step processes', () => {
    expect(bySlug['commercial-projects']!.sectors).toEqual([
      'Offices',
      'Schools and universities',
      'Healthcare',
      'Hotels',
      'Retail',
      'Government',
    ]);
    expect(bySlug['commercial-projects']!.steps!.items.map((s) => s.title)).toEqual([
      'Site survey',
      'Project planning',
      'Installation',
      'Handover',
    ]);
    expect(bySlug['heritage-listed-buildings']!.guidance!.paragraphs.join(' ')).toMatch(
      /conservation officer/,
    );
  });
});

describe('maintenance plans', () => {
  it('match SPEC section 9', () => {
    expect(plans.map((p) => [p.name, p.price, p.period, p.popular])).toEqual([
      ['Essential', 85, 'visit', false],
      ['Comprehensive', 150, 'year', true],
      ['Premium', 250, 'year', false],
    ]);
    expect(plans.map((p) => p.features)).toEqual([
      ['Annual inspection', 'Cleaning and lubrication', 'Hardware adjustment', 'Condition report'],
      ['2 inspections', 'Priority call-out', '10% off repairs', 'Seal monitoring'],
      ['4 quarterly inspections', 'Same-day emergency service', '15% off repairs', 'Parts priority'],
    ]);
    expect(popularLabel).toBe('Most Popular');
  });
});

describe('home figures', () => {
  it('stats', () => {
    expect(homeStats.map((s) => `${s.value} ${s.label.toLowerCase()}`)).toEqual([
      '70-80% noise reduction',
      '48-75% cost savings',
      '60%+ thermal efficiency',
      '15% heating reduction',
    ]);
  });

  it('results panel', () => {
    expect(results.bySource.map((r) => [r.source, percentRange(r)])).toEqual([
      ['Traffic noise', '75-80%'],
      ['Railway noise', '70-75%'],
      ['Aircraft noise', '65-70%'],
    ]);
    expect(averageDbLabel).toBe('45-54 dB');
  });

  it('process steps', () => {
    expect(processSteps.map((s) => s.title)).toEqual([
      'Free Assessment',
      'Custom Design',
      'Professional Installation',
      'Performance Guarantee',
    ]);
  });

  it('gallery cards have distinct slugs (the schema fixes their number and tags)', () => {
    expect(new Set(gallery.map((g) => g.slug)).size).toBe(gallery.length);
  });
});

describe('services page data', () => {
  it('thermal options and glazing types', () => {
    expect(thermalOptions.map((o) => o.name)).toEqual([
      'Low-emissivity glass',
      'Argon-filled units',
      'Triple-glazed units',
    ]);
    for (const o of thermalOptions) expect(o.efficiency).toMatch(/efficiency/i);
    expect(glazingTypes.map((g) => g.name)).toEqual([
      'Hinged Casement',
      'Horizontal Sliding',
      'Vertical Sliding',
      'Fixed Light',
      'Lift-Out',
      'Magnetic',
    ]);
  });
});

describe('about', () => {
  it('states the claims of SPEC section 1', () => {
    expect(claimFigures).toMatchObject({
      yearsExperience: '15',
      homesProtected: '5000',
      satisfactionPercent: '98',
      awards: '50',
      warrantyYears: '10',
      noiseReduction: '70-80%',
      costSaving: '48-75%',
    });
    expect(site.foundingYear).toBe(2008);
    expect(aboutStats.map((s) => s.value)).toEqual(['15+', '5000+', '98%', '50+']);
    expect(about.expertise.flatMap((e) => e.items).join(' ')).toMatch(/certified by an acoustics institute/);
  });
});

describe('content invariants', () => {
  it('every service has a registered route', async () => {
    const { getRoute } = await import('../../src/routes.ts');
    const { servicePath } = await import('../../src/paths.ts');
    for (const s of services) expect(getRoute(servicePath(s.slug)).kind).toBe('Service');
  });

  it('every gallery illustration exists and is small', async () => {
    const { statSync } = await import('node:fs');
    for (const item of gallery) {
      const size = statSync(`public${item.image}`).size;
      expect(size).toBeLessThan(16_000);
    }
  });
});
