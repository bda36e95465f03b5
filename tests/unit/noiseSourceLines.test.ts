import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import keystatic from '../../keystatic.config.ts';
import { areaFile, areaSchema, areaTemplateSchema, noiseKinds } from '../../src/content/areas/schema.ts';
import { withTemplate } from '../../src/content/areas/template.ts';
import { jsonSchemaOf } from '../../src/content/editor/jsonSchema.ts';
import { noiseLine, readNoiseLine } from '../../src/content/editor/noiseSourceLines.ts';
import { parseContent } from '../../src/content/load.ts';

// The Areas screen's Noise Sources box (src/content/editor/inlineList.ts): one source a line.
type Box = {
  kind: string;
  description?: string;
  defaultValue: () => string;
  parse: (stored: unknown) => string;
  serialize: (text: string) => { value: unknown };
  validate: (text: string) => string;
  reader: { parse: (stored: unknown) => unknown };
};
const box = (keystatic.collections!.areas as unknown as { schema: { noiseSources: Box } }).schema
  .noiseSources;
const limits = jsonSchemaOf(areaFile).properties!.noiseSources!;
const rules = (limits.items as typeof limits).properties!;
const [lowest, highest] = [rules.reduction!.minimum!, rules.reduction!.maximum!];
const [fewest, most] = [limits.minItems!, limits.maxItems!];

// The test's own sources (test words, no area's), each line in a way the office may type it.
const detail = (i: number) => `Buses and lorries on test road ${i} from early morning until late at night.`;
const good = [
  [
    `Test Road 1 - ${detail(1)} - ${lowest}%`,
    { name: 'Test Road 1', kind: 'road', detail: detail(1), reduction: lowest },
  ],
  [
    `Test Railway — ${detail(2)} — ${highest} % — Rail`,
    { name: 'Test Railway', kind: 'rail', detail: detail(2), reduction: highest },
  ],
  [
    `  Test Flight Path – Aircraft on the approach - low over the roofs at dawn, every day. – 70% – air  `,
    {
      name: 'Test Flight Path',
      kind: 'air',
      // What it is keeps its own dash.
      detail: 'Aircraft on the approach - low over the roofs at dawn, every day.',
      reduction: 70,
    },
  ],
] as const;
const goodText = good.map(([line]) => line).join('\n');
const withLine = (n: number, line: string) => good.map(([l], i) => (i === n - 1 ? line : l)).join('\n');
const refusal = (text: string) => {
  try {
    box.validate(text);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('the noise sources typed one a line (src/content/editor/noiseSourceLines.ts)', () => {
  it('reads a line’s name, what it is, its reduction and kind, the kind road when left out', () => {
    for (const [line, source] of good) expect(readNoiseLine(line, noiseKinds, 'road')).toEqual(source);
    expect(noiseLine(good[1][1])).toBe(`Test Railway — ${detail(2)} — ${highest}% — rail`);
    expect(readNoiseLine(noiseLine(good[2][1]), noiseKinds, 'road')).toEqual(good[2][1]);
  });

  it('is one box with its format in the help text, and stores the sources as the file holds them', () => {
    expect(box.kind).toBe('form');
    expect(box.description).toContain('Name — what it is — reduction% — kind');
    expect(box.description).toContain('road, rail, air, crowds or works; road if left out');
    expect(box.defaultValue()).toBe('');
    expect(box.validate(`${goodText}\n\n`)).toBe(`${goodText}\n\n`);
    expect(box.serialize(`${goodText}\n\n`).value).toEqual(good.map(([, s]) => s));
    expect(box.reader.parse(good.map(([, s]) => s))).toEqual(good.map(([, s]) => s));
  });

  it('shows every area’s sources as lines and saves them back unchanged', () => {
    const files = readdirSync('src/content/areas').filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { noiseSources } = parse(readFileSync(path.join('src/content/areas', file), 'utf8')) as {
        noiseSources: { name: string }[];
      };
      const text = box.parse(noiseSources);
      expect(text.split('\n'), file).toHaveLength(noiseSources.length);
      expect(() => box.validate(text), file).not.toThrow();
      expect(box.serialize(text).value, file).toEqual(noiseSources);
    }
  });

  it.each([
    [
      'a reduction without its % sign',
      'Test Road 2 - ' + detail(2) + ' - 70',
      'Line 2: the reduction needs a % sign: 70%, not 70',
    ],
    [
      'a reduction in words',
      'Test Road 2 - ' + detail(2) + ' - quiet',
      'Line 2: "quiet" is not a reduction: a whole number with a % sign after it',
    ],
    [
      'a reduction with a fraction',
      'Test Road 2 - ' + detail(2) + ' - 70.5%',
      'Line 2: the reduction is a whole number of %, not 70.5%',
    ],
    [
      'a reduction above the schema’s range',
      `Test Road 2 - ${detail(2)} - ${highest + 1}%`,
      `Line 2: Reduction must be at most ${highest}`,
    ],
    [
      'a reduction below it',
      `Test Road 2 - ${detail(2)} - ${lowest - 1}%`,
      `Line 2: Reduction must be at least ${lowest}`,
    ],
    [
      'a kind the pages have no icon for',
      `Test Road 2 - ${detail(2)} - 70% - bus`,
      'Line 2: "bus" is not a kind of noise: road, rail, air, crowds or works; road if left out',
    ],
    [
      'no detail',
      'Test Road 2 - 70%',
      'Line 2: write its name, what it is and the reduction, separated by dashes (Name — what it is — reduction%)',
    ],
    [
      'no dashes',
      `Test Road 2 ${detail(2)} 70%`,
      'Line 2: write its name, what it is and the reduction, separated by dashes (Name — what it is — reduction%)',
    ],
    [
      'a detail too short',
      'Test Road 2 - Buses - 70%',
      `Line 2: Detail must be at least ${rules.detail!.minLength} characters long`,
    ],
    [
      'a name too short',
      `A2 - ${detail(2)} - 70%`,
      `Line 2: Name must be at least ${rules.name!.minLength} characters long`,
    ],
  ])('names the line and what is wrong: %s', (_, line, message) => {
    expect(refusal(goodText)).toBeUndefined();
    expect(refusal(withLine(2, line))).toBe(message);
  });

  it('counts the lines against the schema’s three to five, blank lines left out', () => {
    expect(
      refusal(
        good
          .slice(0, fewest - 1)
          .map(([l]) => l)
          .join('\n\n'),
      ),
    ).toBe(`Noise Sources: ${fewest} to ${most} lines, not ${fewest - 1}`);
    const six = Array.from({ length: most + 1 }, (_, i) => `Test Road ${i + 1} - ${detail(i)} - 70%`);
    expect(refusal(six.join('\n'))).toBe(`Noise Sources: ${fewest} to ${most} lines, not ${most + 1}`);
  });

  it('the build refuses the same sources in a file, naming the file and the source', () => {
    const template = areaTemplateSchema.parse(parse(readFileSync('src/content/area-template.yaml', 'utf8')));
    const [file] = readdirSync('src/content/areas').filter((f) => f.endsWith('.yaml'));
    const where = path.join('src/content/areas', file!);
    const stored = parse(readFileSync(where, 'utf8')) as { noiseSources: Record<string, unknown>[] };
    const read = (change: Record<string, unknown>) =>
      parseContent(
        where,
        areaSchema,
        withTemplate(
          { ...stored, noiseSources: stored.noiseSources.map((s, i) => (i === 1 ? { ...s, ...change } : s)) },
          template,
        ),
      );
    expect(() => read({})).not.toThrow();
    for (const [change, field] of [
      [{ reduction: highest + 1 }, 'reduction'],
      [{ reduction: lowest - 1 }, 'reduction'],
      [{ reduction: '70%' }, 'reduction'],
      [{ kind: 'bus' }, 'kind'],
      [{ detail: 'Buses' }, 'detail'],
      [{ name: 'A2' }, 'name'],
    ] as const)
      expect(() => read(change), JSON.stringify(change)).toThrow(
        new RegExp(`^${where} does not match its schema:\\n  noiseSources\\.1\\.${field}: `),
      );
  });
});
