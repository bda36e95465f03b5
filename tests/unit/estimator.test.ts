import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import raw from '../../src/content/noiseEstimator.json' with { type: 'json' };
import { estimatorData as data, estimatorSchema } from '../../src/lib/estimator/data.ts';
import { estimatorWordsFile, estimatorWordsSchema } from '../../src/lib/estimator/words.ts';
import words from '../../src/content/estimator-words.json' with { type: 'json' };
import { checkContent } from '../../src/lib/checkContent.ts';
import {
  checkLevel,
  dbRangeLabel,
  estimate,
  invalidLevelMessage,
  loudnessPercent,
  secondaryGain,
  weightedRatings,
  type EstimatorConfig,
} from '../../src/lib/estimator/estimate.ts';
import { decodeConfig, describeConfig, encodeConfig } from '../../src/lib/estimator/config.ts';
import { describeQuoteContext, quoteHref, readQuoteContext } from '../../src/lib/leads/quoteHref.ts';

const glassesByMass = [...data.glasses].sort((a, b) => a.massOrder - b.massOrder).map((g) => g.id);
const windowIds = data.existingWindows.map((w) => w.id);
const kindIds = data.noiseKinds.map((k) => k.id);
const presetIds = data.outdoorPresets.map((p) => p.id);

describe('the content file', () => {
  it('cites a titled source with a URL for every figure', () => {
    for (const s of data.sources) expect(s.url).toMatch(/^https?:\/\//);
    const cited = new Set(
      [
        data.ctr.sources,
        data.secondary.gainSources,
        data.secondary.gapSources,
        data.secondary.ceilingSources,
        data.perception.sources,
        ...data.outdoorPresets.map((p) => p.sources),
        ...data.existingWindows.map((w) => w.sources),
        ...data.glasses.map((g) => g.sources),
        ...data.guidelines.map((g) => g.sources),
      ].flat(),
    );
    // Every listed source is used, and every cited id is listed (the schema checks the second).
    expect([...cited].sort()).toEqual(data.sources.map((s) => s.id).sort());
  });

  it('fails on a typo: an unknown source id or a heavier glass rated lower', () => {
    const unknownSource = structuredClone(raw);
    unknownSource.ctr.sources = ['no-such-source'];
    expect(estimatorSchema.safeParse(unknownSource).success).toBe(false);
    const lighterIsBetter = structuredClone(raw);
    lighterIsBetter.glasses[0]!.rw = { min: 40, max: 40 };
    expect(estimatorSchema.safeParse(lighterIsBetter).success).toBe(false);
  });
});

describe('the words file', () => {
  it('fails on a template with an unknown token, naming the file, the field and the tokens it may use', () => {
    const broken = structuredClone(words);
    broken.result.summary = '{improvement} quieter: {volume} as loud.';
    expect(() => checkContent(estimatorWordsFile, estimatorWordsSchema, broken)).toThrow(
      /^src\/content\/estimator-words\.json does not match its schema:\n {2}result\.summary: unknown token \{volume\}; this text may use \{improvement\}, \{loudness\}$/,
    );
  });

  it('names the file and field of a figure that breaks its rule', () => {
    const broken = structuredClone(raw);
    broken.secondary.gap.min = 0;
    expect(() => checkContent('src/content/noiseEstimator.json', estimatorSchema, broken)).toThrow(
      /noiseEstimator\.json does not match its schema:\n {2}secondary\.gap\.min: /,
    );
  });
});

describe('published figures', () => {
  it('single glazing rates within the published 20-30 dB Rw, covering the usual 25-28 dB', () => {
    const single = data.existingWindows.find((w) => w.id === 'single')!.rw;
    expect(single.min).toBeLessThanOrEqual(25);
    expect(single.max).toBeGreaterThanOrEqual(28);
    expect(single).toEqual({ min: 20, max: 30 });
  });

  it('reproduces the published system: 4 mm secondary 100 mm behind a 6 mm pane (Rw 32) gives Rw 46', () => {
    expect(secondaryGain('4', 100)).toEqual({ min: 14, max: 14 });
    expect(32 + secondaryGain('4', 100).max).toBe(46);
  });

  it('6.4 mm laminated with a 100-150 mm gap over single glazing: up to the mid-40s, never above 50 dB Rw', () => {
    for (const gap of [100, 125, 150]) {
      const { withSecondary } = weightedRatings('single', '6-4', gap);
      expect(withSecondary.max).toBeGreaterThanOrEqual(44);
      expect(withSecondary.max).toBeLessThanOrEqual(50);
    }
  });

  it('never claims more than the highest published result (53 dB), even over modern double glazing', () => {
    const { withSecondary } = weightedRatings('modern-double', '10-8', 200);
    expect(withSecondary.max).toBe(53);
  });

  it('a 50 mm gap loses the published 10 dB against 100 mm', () => {
    expect(secondaryGain('6-8-acoustic', 100).min - secondaryGain('6-8-acoustic', 50).min).toBe(10);
  });

  it('uses Rw + Ctr for traffic, rail and aircraft, and Rw for voices', () => {
    const base = { level: { preset: 'busy-road' }, window: 'single', glass: '6-4', gapMm: 100 } as const;
    const road = estimate({ ...base, kind: 'road' });
    const voices = estimate({ ...base, kind: 'nightlife' });
    expect(road.usesCtr).toBe(true);
    expect(voices.usesCtr).toBe(false);
    expect(road.ratingToday).toEqual({ min: 20 - 6, max: 30 - 2 });
    expect(voices.ratingToday).toEqual({ min: 20, max: 30 });
    expect(road.improvement).toEqual(voices.improvement);
  });

  it('labels ranges plainly, and never claims a silent room', () => {
    expect(dbRangeLabel({ min: 68, max: 70 })).toBe('68–70 dB');
    expect(dbRangeLabel({ min: 90, max: 90 })).toBe('90 dB');
    const quiet = estimate({
      kind: 'road',
      level: { preset: 'quiet-street' },
      window: 'single',
      glass: '10-8',
      gapMm: 200,
    });
    expect(quiet.indoorWith.min).toBe(0);
    expect(dbRangeLabel(quiet.indoorWith)).toBe('up to 17 dB');
  });

  it('10 dB less is half as loud, 20 dB a quarter', () => {
    expect(loudnessPercent({ min: 10, max: 20 })).toEqual({ min: 25, max: 50 });
  });

  it('a busy London road through single glazing and 6.8 mm acoustic glass, 150 mm gap', () => {
    const result = estimate({
      kind: 'road',
      level: { preset: 'busy-road' },
      window: 'single',
      glass: '6-8-acoustic',
      gapMm: 150,
    });
    expect(result.outdoor).toEqual({ min: 68, max: 70 });
    expect(result.indoorToday).toEqual({ min: 40, max: 56 });
    expect(result.improvement).toEqual({ min: 15, max: 19 });
    expect(result.indoorWith).toEqual({ min: 21, max: 41 });
    expect(result.guidelines.find((g) => g.id === 'bedroom')!.status).toBe('partly');
  });
});

describe('typed levels', () => {
  it('accepts whole decibels in range and rejects anything else with one clear message', () => {
    expect(checkLevel(' 72 ')).toEqual({ ok: true, db: 72 });
    for (const bad of ['', 'loud', '7.5', '-40', '29', '111', '1e2']) {
      expect(checkLevel(bad)).toEqual({ ok: false, message: invalidLevelMessage });
    }
    expect(invalidLevelMessage).toBe('Enter the outdoor level as a whole number of decibels from 30 to 110.');
  });
});

describe('the configuration in a link', () => {
  it('round-trips and describes itself for the enquiry', () => {
    const config: EstimatorConfig = {
      kind: 'rail',
      level: { db: 82 },
      window: 'old-double',
      glass: '10-8',
      gapMm: 150,
    };
    expect(encodeConfig(config)).toBe('rail.82db.old-double.10-8.150');
    expect(decodeConfig(encodeConfig(config))).toEqual(config);
    expect(describeConfig(config)).toBe(
      'Rail, 82 dB outside, Old double glazing, 10.8 mm laminated glass with a 150 mm gap, estimated 31–39 dB indoors, 19 dB quieter',
    );
  });

  it('ignores unknown or out-of-range values', () => {
    for (const bad of [
      '',
      'road',
      'road.busy-road.single.6-4.20',
      'road.busy-road.single.6-4.250',
      'x.busy-road.single.6-4.100',
      'road.500db.single.6-4.100',
      'road.<b>.single.6-4.100',
    ]) {
      expect(decodeConfig(bad)).toBeUndefined();
    }
  });
});

describe('properties', () => {
  const config = fc.record({
    kind: fc.constantFrom(...kindIds),
    level: fc.oneof(
      fc.constantFrom(...presetIds).map((preset) => ({ preset })),
      fc.integer({ min: 30, max: 110 }).map((db) => ({ db })),
    ),
    window: fc.constantFrom(...windowIds),
    glassIndex: fc.integer({ min: 0, max: glassesByMass.length - 1 }),
    gapMm: fc.integer({ min: 50, max: 200 }),
  });

  it('a heavier glass never lowers the result', () => {
    fc.assert(
      fc.property(config, fc.integer({ min: 0, max: glassesByMass.length - 1 }), (c, step) => {
        const heavier = Math.min(c.glassIndex + step, glassesByMass.length - 1);
        const light = estimate({ ...c, glass: glassesByMass[c.glassIndex]! });
        const heavy = estimate({ ...c, glass: glassesByMass[heavier]! });
        return (
          heavy.ratingWith.min >= light.ratingWith.min &&
          heavy.ratingWith.max >= light.ratingWith.max &&
          heavy.indoorWith.max <= light.indoorWith.max
        );
      }),
    );
  });

  it('a wider gap never lowers the result', () => {
    fc.assert(
      fc.property(config, fc.integer({ min: 0, max: 150 }), (c, extra) => {
        const glass = glassesByMass[c.glassIndex]!;
        const narrow = estimate({ ...c, glass });
        const wide = estimate({ ...c, glass, gapMm: Math.min(c.gapMm + extra, 200) });
        return wide.ratingWith.min >= narrow.ratingWith.min && wide.indoorWith.max <= narrow.indoorWith.max;
      }),
    );
  });

  it('ranges stay ordered, secondary glazing never makes it louder, and nothing passes the ceiling', () => {
    fc.assert(
      fc.property(config, (c) => {
        const r = estimate({ ...c, glass: glassesByMass[c.glassIndex]! });
        return (
          r.indoorWith.min <= r.indoorWith.max &&
          r.improvement.min >= 0 &&
          r.improvement.min <= r.improvement.max &&
          r.indoorWith.max <= r.indoorToday.max &&
          r.ratingWith.max <= data.secondary.ceiling
        );
      }),
    );
  });
});

describe('the quote hand-off', () => {
  it('puts the configuration in the quote link and reads it back as labelled context', () => {
    const config: EstimatorConfig = {
      kind: 'aircraft',
      level: { preset: 'flight-path' },
      window: 'single',
      glass: '6-4',
      gapMm: 120,
    };
    const href = quoteHref({ estimate: encodeConfig(config), area: 'chelsea' });
    expect(href).toBe('/quote-request?area=chelsea&estimate=aircraft.flight-path.single.6-4.120');
    const context = readQuoteContext(href.slice(href.indexOf('?')), { chelsea: 'Chelsea' });
    expect(context).toEqual([
      { label: 'Area', value: 'Chelsea' },
      { label: 'Noise estimate', value: describeConfig(config) },
    ]);
    expect(describeQuoteContext(context)).toContain(
      'Noise estimate: Aircraft, Flight path (60–70 dB) outside, Single-glazed sash or casement, 6.4 mm laminated glass with a 120 mm gap',
    );
    expect(readQuoteContext('?estimate=aircraft.flight-path.single.6-4.999', {})).toEqual([]);
  });
});
