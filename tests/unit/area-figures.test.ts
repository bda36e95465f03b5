// An area's figures are entered once (issue 56): its search descriptions name them by `{slot}` and are filled from the
// fields, so a changed figure carries; a figure typed in a description stops the build; an average investment per
// project that reads as a per-window amount is refused by its range. The area is read from its own file.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { areaSchema, areaTemplateSchema } from '../../src/content/areas/schema.ts';
import { withTemplate } from '../../src/content/areas/template.ts';
import { areas } from '../../src/content/areas/index.ts';
import { pounds } from '../../src/lib/prices.ts';

const template = areaTemplateSchema.parse(parse(readFileSync('src/content/area-template.yaml', 'utf8')));
type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const raw = (slug: string): Raw => parse(readFileSync(`src/content/areas/${slug}.yaml`, 'utf8')) as Raw;
const read = (data: Raw) => areaSchema.parse(withTemplate(data, template, 'the test area'));
const twin = areas.find((a) => a.areaPage)!;
const typedFigure = /\d\s*%|£\s*\d|\d\+/;

describe("an area's figures, entered once", () => {
  it.each(areas.map((a) => [a.slug] as const))(
    '%s: its descriptions type no figure: each names the field it states',
    (slug) => {
      const file = raw(slug);
      const own = [file.descriptions?.installer, file.areaPage?.value?.description].filter(Boolean);
      for (const text of own) expect(text).not.toMatch(typedFigure);
    },
  );

  it('a changed figure carries to the description of the page that shows it', () => {
    const file = raw(twin.slug);
    file.installer.figures.reduction = 61;
    file.installer.priceRange = { from: 505, to: 905 };
    file.areaPage.value.figures.reduction = 62;
    const area = read(file);
    const descriptions = [file.descriptions?.installer ?? template.descriptions.installer];
    if (descriptions[0].includes('{reduction}')) expect(area.descriptions.installer).toContain('61%');
    if (descriptions[0].includes('{range}'))
      expect(area.descriptions.installer).toContain(`${pounds(505)}-${pounds(905)}`);
    if (file.areaPage.value.description.includes('{reduction}'))
      expect(area.descriptions.area).toContain('62%');
    expect(area.descriptions.area).not.toMatch(/\{\w+\}/);
  });

  it('a figure typed in a description stops the build, naming the file and field', () => {
    const file = raw(twin.slug);
    file.areaPage.value.description = `${twin.name} homes: 75% quieter rooms, with a free survey and a fixed written quote.`;
    expect(() => read(file)).toThrow(/the test area[\s\S]*areaPage\.description: a figure is typed here/);
  });
});

describe('an average investment', () => {
  const withInvestment = (pounds: number, per: 'project' | 'window') => {
    const file = raw(twin.slug);
    file.installer.figures.investment = { discriminant: 'pounds', value: { pounds, per } };
    return () => read(file);
  };

  it('per project is refused at a per-window amount, and named as such', () => {
    expect(withInvestment(520, 'project')).toThrow(/reads as a price per window/);
  });

  it('per window is refused at a whole project’s amount', () => {
    expect(withInvestment(4800, 'window')).toThrow(/reads as a whole project/);
  });

  it("accepts the spec's own figures: per window £465-£720, per project £3,500-£8,500", () => {
    for (const pounds of [465, 720]) expect(withInvestment(pounds, 'window')).not.toThrow();
    for (const pounds of [3500, 8500]) expect(withInvestment(pounds, 'project')).not.toThrow();
  });
});
