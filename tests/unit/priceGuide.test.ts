import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requireBuild } from './support/builtSite.ts';
import { describe, expect, it } from 'vitest';
import { priceGuideData as data, quoteGuide } from '../../src/content/priceGuide.ts';
import { services } from '../../src/content/services.ts';
import { areaPageAreas, areas } from '../../src/content/areas/index.ts';
import { words } from '../../src/content/interface.ts';
import {
  guideRangeText,
  guideTotalText,
  perWindow,
  priceGuide,
  readGuideChoice,
  readWindows,
} from '../../src/lib/priceGuide.ts';
import { priceRangeText } from '../../src/lib/prices.ts';
import { quoteHref } from '../../src/lib/leads/quoteHref.ts';
import { describeQuoteContext, readQuoteContext } from '../../src/lib/leads/quoteContext.ts';
import { areaNames } from '../../src/content/areas/index.ts';
import { formWords } from '../../src/content/forms.ts';
import { fill } from '../../src/lib/templates.ts';
import { familyFolder } from '../../src/paths.ts';

const windowServices = data.services.filter((s) => s.unit === 'window');

describe('price guide data', () => {
  it("is each service's from-price and each area's range per window, as the content gives them", () => {
    expect(data.services.map((s) => [s.slug, s.price, s.unit])).toEqual(
      services.map((s) => [s.slug, s.price, s.unit]),
    );
    expect(data.areas.map((a) => [a.slug, a.perWindow])).toEqual(
      areas.map((a) => [a.slug, a.installer.priceRange]),
    );
    expect(windowServices.length).toBeGreaterThan(0);
  });
});

describe('price guide', () => {
  it("works the area's range per window, never below the service's from-price, and multiplies it by the windows", () => {
    for (const service of windowServices)
      for (const area of data.areas)
        for (const windows of [1, 4, 17]) {
          const guide = priceGuide(service, area, windows);
          if (guide.kind !== 'windows') throw new Error('a per-window service gives a per-window guide');
          const { from, to } = area.perWindow;
          const floor = service.price!;
          expect(guide.each.from).toBe(Math.max(floor, from));
          // Always an upper figure: the area's own, or its spread above a from-price that reaches its top.
          expect(guide.each.to).toBe(floor < to ? to : floor + (to - from));
          expect(guide.each.to).toBeGreaterThan(guide.each.from);
          expect(guide.total.from).toBe(guide.each.from * windows);
          expect(guide.total.to).toBe(guide.each.to * windows);
        }
  });

  it("shows an area's whole range for a service whose from-price is at or below it, with the sum", () => {
    const service = windowServices.find((s) => data.areas.some((a) => a.perWindow.from >= s.price!))!;
    const area = data.areas.find((a) => a.perWindow.from >= service.price!)!;
    const guide = priceGuide(service, area, 6);
    expect(guideTotalText(guide, 'from')).toBe(
      priceRangeText({ from: area.perWindow.from * 6, to: area.perWindow.to * 6 }),
    );
  });

  it("gives an upper figure where the service starts above the area range: the area's spread above its from-price", () => {
    const service = windowServices.at(0)!;
    const area = {
      slug: 'test',
      name: 'Test',
      perWindow: { from: service.price! - 100, to: service.price! - 50 },
    };
    expect(perWindow(service, area)).toEqual({ from: service.price, to: service.price! + 50 });
    expect(guideTotalText(priceGuide(service, area, 3), 'from')).toBe(
      priceRangeText({ from: service.price! * 3, to: (service.price! + 50) * 3 }),
    );
  });

  it('has an upper figure for every window-priced service in every area (no "from" total)', () => {
    for (const service of windowServices)
      for (const area of data.areas)
        expect(guideTotalText(priceGuide(service, area, 4), words.priceGuide.from)).not.toMatch(
          new RegExp(`^${words.priceGuide.from} `),
        );
  });

  it('leaves a quote-priced service to the survey, and a per-assessment or per-visit one at its from-price', () => {
    for (const service of data.services.filter((s) => s.unit !== 'window')) {
      const guide = priceGuide(service, data.areas[0]!, 8);
      if (service.price === undefined) {
        expect(guide).toEqual({ kind: 'survey' });
        expect(guideTotalText(guide, 'from')).toBeUndefined();
      } else expect(guide).toEqual({ kind: 'fixed', price: service.price, unit: service.unit });
    }
    expect(data.services.some((s) => s.price === undefined)).toBe(true);
  });

  it('reads a whole number of windows from 1 to 999 and nothing else', () => {
    expect(['4', ' 12 ', '999'].map(readWindows)).toEqual([4, 12, 999]);
    expect(['0', '1000', '2.5', '-3', '', 'four'].map(readWindows)).toEqual(Array(6).fill(undefined));
    expect(guideRangeText({ from: 650 }, words.priceGuide.from)).toBe(`${words.priceGuide.from} £650`);
  });
});

describe('the guide carried into the quote form', () => {
  const service = windowServices[0]!;
  const area = data.areas[1]!;
  const href = quoteHref({ service: service.slug as never, area: area.slug, windows: '6' });

  it('reads the choice back from the link', () => {
    const search = href.slice(href.indexOf('?'));
    expect(readGuideChoice(search, data)).toEqual({ service, area, windows: 6 });
    expect(readGuideChoice('?service=nope&area=x&windows=6', data)).toBeUndefined();
  });

  it("starts Additional Information with the windows and the guide's figure", () => {
    const search = href.slice(href.indexOf('?'));
    const t = formWords.quote.context;
    const names = { services: {}, plans: {}, areas: areaNames };
    const line = describeQuoteContext(readQuoteContext(search, names, t, quoteGuide));
    const total = guideTotalText(priceGuide(service, area, 6), words.priceGuide.from)!;
    expect(line).toContain(`${t.area}: ${area.name}`);
    expect(line).toContain(`${t.windows}: 6`);
    expect(line).toContain(`${t.guide}: ${fill(t.guideFigure, { total })}`);
  });
});

describe('one total per page for the same windows (the built installer pages)', () => {
  it("states the guide's figure for the example's windows, and no other total for them", () => {
    const windows = words.areaPages.exampleWindows;
    const first = data.services[0]!;
    for (const area of areaPageAreas) {
      const guideArea = data.areas.find((a) => a.slug === area.slug)!;
      const guide = priceGuide(first, guideArea, windows);
      if (guide.kind !== 'windows') throw new Error('the first service is priced per window');
      const text = readFileSync(
        path.join(requireBuild(), `${familyFolder.installer.slice(1)}/${area.slug}.html`),
        'utf8',
      );
      const totals = new Set(
        [...text.matchAll(new RegExp(`${windows} windows[^<]*?(?:come to|=) (£[\\d,]+-£[\\d,]+)`, 'g'))].map(
          (m) => m[1],
        ),
      );
      expect([...totals], area.slug).toEqual([priceRangeText(guide.total)]);
    }
  });
});

describe('the guide without JavaScript (the built pages)', () => {
  const html = (file: string) =>
    readFileSync(path.join(requireBuild(), file), 'utf8').replaceAll('&#39;', "'").replaceAll('&#x27;', "'");

  it("shows each page's prices per window as a table, worked out at build from the content", () => {
    const area = data.areas.find((a) => areaPageAreas.some((g) => g.slug === a.slug))!;
    // The full guide is on the installer page (an /areas page gives one line and links to it).
    const areaPage = html(`${familyFolder.installer.slice(1)}/${area.slug}.html`);
    for (const service of windowServices)
      expect(areaPage).toContain(guideRangeText(perWindow(service, area), words.priceGuide.from));
    const service = windowServices[0]!;
    const servicePage = html(`services/${service.slug}.html`);
    for (const a of data.areas)
      expect(servicePage).toContain(
        `<th scope="row" class="px-4 py-3 font-semibold text-brand-800">${a.name}</th>`,
      );
    // No "from £650" per window without an upper figure in any table.
    for (const s of windowServices)
      expect(html(`services/${s.slug}.html`)).not.toMatch(/<td[^>]*>from £[\d,]+<\/td>/);
    const quotePage = html('quote-request.html');
    expect(quotePage).toContain(words.priceGuide.tableCaption);
    for (const s of data.services.filter((x) => x.unit !== 'window'))
      expect(quotePage).toContain(s.price === undefined ? s.name : `£${s.price}`);
  });
});
