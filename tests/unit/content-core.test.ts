import { describe, expect, it } from 'vitest';
import { services, pricingText } from '../../src/content/services.ts';
import { priceText } from '../../src/content/servicePrices.ts';
import { fill, words } from '../../src/content/interface.ts';
import { plans, popularLabel } from '../../src/content/plans.ts';
import { results, averageDbLabel, percentRange } from '../../src/content/stats.ts';
import { gallery } from '../../src/content/gallery.ts';
import { aboutStats, about } from '../../src/content/about.ts';
import { claimFigures } from '../../src/content/proof.ts';
import { site } from '../../src/config/site.ts';

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

  it('say each price in the interface’s words, or "priced by quote"', () => {
    const t = words.servicesHub;
    for (const service of services)
      expect(pricingText(service)).toBe(
        service.price === undefined
          ? t.byQuote
          : fill(t.fromPrice, { price: service.price.toLocaleString('en-GB'), unit: service.unit! }),
      );
    expect(priceText({ price: 1200, unit: 'window' })).toBe(
      fill(t.fromPrice, { price: '1,200', unit: 'window' }),
    );
    expect(priceText({})).toBe(t.byQuote);
  });
});

describe('maintenance plans', () => {
  it('mark one plan popular, and the Maintenance service is priced from its first plan', () => {
    expect(plans.filter((p) => p.popular)).toHaveLength(1);
    expect(popularLabel.length).toBeGreaterThan(0);
    const maintenance = services.find((s) => s.slug === 'maintenance-repairs')!;
    const { pricing } = maintenance;
    if (pricing.kind === 'plan')
      expect(maintenance.price).toBe(plans.find((p) => p.slug === pricing.value.plan)!.price);
  });
});

describe('home figures', () => {
  it('show each noise source’s range and the average as the results panel states them', () => {
    for (const r of results.bySource) expect(percentRange(r)).toMatch(/^\d+(-\d+)?%$/);
    expect(averageDbLabel).toBe(`${results.averageDb.min}-${results.averageDb.max} dB`);
  });

  it('gallery cards have distinct slugs (the schema fixes their number and tags)', () => {
    expect(new Set(gallery.map((g) => g.slug)).size).toBe(gallery.length);
  });
});

describe('about', () => {
  it('shows the headline claims’ figures, each written once in claims.yaml', () => {
    const shown = aboutStats.map((s) => s.value).join(' ');
    for (const id of ['yearsExperience', 'homesProtected', 'satisfactionPercent', 'awards'])
      expect(shown).toContain(String(claimFigures[id]));
    expect(about.intro).toContain(String(site.foundingYear));
  });
});
