import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z as zod, type z } from 'zod';
import keystatic from '../../keystatic.config.ts';
import {
  areaSchema,
  collectionName,
  contentSchemas,
  type ContentFile,
} from '../../src/content/schemas/index.ts';
import { areaPageOptions, lengthOf, textRule } from '../../src/content/editor/fields.ts';
import { parse, stringify } from 'yaml';
import { claimsFile, reviewsFile } from '../../src/content/schemas/proof.ts';
import { galleryFile } from '../../src/content/schemas/gallery.ts';
import { serviceSlugs } from '../../src/content/schemas/services.ts';
import { planSlugs, plansFile } from '../../src/content/schemas/plans.ts';
import { faqItemSchema, guideFiguresFile } from '../../src/content/guides/schema.ts';
import { prepareYaml, readYaml } from '../../src/content/load.ts';
import { fileRule } from '../../src/content/files.ts';
import { fileNotes } from '../../src/content/editor/notes.ts';
import { noRegion, regionsFile } from '../../src/content/areas/schema.ts';
import { areaPageAreas, areas } from '../../src/content/areas/index.ts';
import { businessFileSchema } from '../../src/config/site.ts';
import { citedSources, estimatorData, estimatorSchema } from '../../src/lib/estimator/data.ts';
import { estimatorSourceSchema } from '../../src/content/schemas/estimatorSources.ts';
import { estimatorSources } from '../../src/content/estimatorSources.ts';
import type { EditorAscending } from '../../src/content/schemas/ranges.ts';
import { estimatorWordsSchema } from '../../src/lib/estimator/words.ts';
import { editorBuildMode } from '../../src/config/env.ts';
import { requireBuild } from './support/builtSite.ts';

type Field = {
  kind: string;
  collection?: string;
  /** A list typed in place: the Keystatic list it stands for (src/content/editor/inlineList.ts). */
  list?: Field;
  defaultValue?: () => unknown;
  formKind?: string;
  label?: string;
  directory?: string;
  validate?: (value: unknown, extra?: { slugField: { slugs: Set<string>; glob: string } }) => unknown;
  parse?: (value: unknown) => unknown;
  options?: { value: string }[];
  fields?: Record<string, Field>;
  element?: Field;
  discriminant?: Field;
  values?: Record<string, Field>;
  validation?: { length?: { min?: number; max?: number } };
  slugField?: string;
};
type Any = z.core.$ZodType;
type Def = {
  type: string;
  shape?: Record<string, Any>;
  element?: Any;
  items?: Any[];
  entries?: object;
  in?: Any;
  options?: Any[];
  discriminator?: string;
  values?: unknown[];
};

const passes = (field: Field, value: unknown) => {
  try {
    field.validate!(value);
    return true;
  } catch {
    return false;
  }
};

/** Walks a zod schema and its editor field together; returns how many rules it compared. */
function compare(schema: Any, field: Field, at: string): number {
  const def = schema._zod.def as unknown as Def;
  const where = `${at} (${def.type})`;
  const meta =
    (zod.globalRegistry.get(schema) as
      | {
          editorImage?: { directory: string; isRequired: boolean };
          editorReference?: string;
          editorDate?: boolean;
          editorUnique?: string;
          editorAscending?: EditorAscending;
        }
      | undefined) ?? {};
  const image = meta.editorImage;
  if (meta.editorReference === 'estimatorSources') {
    // The sources a figure cites: picked from the calculator's sources (their collection), as many as the schema asks.
    expect(field.collection, where).toBe('estimatorSources');
    expect(Object.keys(keystatic.collections!), where).toContain(field.collection);
    expect(field.defaultValue?.(), where).toEqual([]);
    const min = lengthOf(schema).min ?? 0;
    expect(passes(field, []), `${where} may cite none`).toBe(min === 0);
    expect(passes(field, ['en-12758']), where).toBe(true);
    return 1;
  }
  if (meta.editorAscending) {
    // Figures that rise in order: one field, refusing exactly what the schema refuses (out of order, past a limit).
    expect(field.kind, where).toBe('form');
    const shape = (def.type === 'pipe' ? ((def.in!._zod.def as unknown as Def).shape ?? {}) : def.shape)!;
    const keys = Object.keys(shape);
    const limits = keys.map((k) => {
      const n = shape[k] as unknown as z.ZodNumber;
      return [n.minValue ?? 0, n.maxValue ?? 1] as const;
    });
    const at = (pick: (lo: number, hi: number, i: number) => number) =>
      Object.fromEntries(keys.map((k, i) => [k, pick(limits[i]![0], limits[i]![1], i)]));
    const probes = [
      at((lo) => lo),
      at((_, hi) => hi),
      at((lo, hi, i) => lo + ((hi - lo) * i) / keys.length),
      at((lo, hi, i) => hi - ((hi - lo) * i) / keys.length),
      at((lo, hi, i) => (i === keys.length - 1 ? hi + 1 : lo)),
      at((lo, hi, i) => (i === 0 ? lo - 1 : hi)),
    ];
    for (const probe of probes)
      expect(passes(field, probe), `${where} takes ${JSON.stringify(probe)} as the schema does`).toBe(
        zod.safeParse(schema as z.ZodType, probe).success,
      );
    expect(passes(field, probes[3]), `${where} refuses figures out of order`).toBe(false);
    return 1;
  }
  if (meta.editorReference === 'areas') {
    // A pick-list of the Areas collection (Keystatic's relationship field: no value until one is picked), never text.
    expect((field as { defaultValue?: () => unknown }).defaultValue?.(), where).toBeNull();
    expect(passes(field, null), `${where} is required`).toBe(false);
    return 1;
  }
  if (meta.editorReference === 'areaPages') {
    // A pick-list of the areas that have an /areas page (the build refuses a review on any other's).
    expect(field.options?.map((o) => o.value).sort(), where).toEqual(areaPageAreas.map((a) => a.slug).sort());
    expect(() => field.parse!('~ not this ~'), `${where} takes only an area of the list`).toThrow();
    return 1;
  }
  if (meta.editorReference === 'regions') {
    // A pick-list of the regions of regions.yaml, or none.
    const regions = readYaml('regions.yaml', regionsFile).regions.map((r) => r.id);
    expect(
      field.options?.map((o) => o.value),
      where,
    ).toEqual([...regions, noRegion]);
    return 1;
  }
  if (meta.editorDate) {
    // A date picker, required where the schema wants a date.
    expect(passes(field, null), `${where} may be blank`).toBe(
      zod.safeParse(schema as z.ZodType, null).success,
    );
    expect(field.kind, where).toBe('form');
    expect((field as { formKind?: string }).formKind, where).toBeUndefined();
    return 1;
  }
  if (image) {
    // A photo is an upload into its folder.
    expect(field.formKind, where).toBe('asset');
    expect(field.directory, where).toBe(image.directory);
    // Required exactly where the schema refuses a blank photo.
    expect(passes(field, null), `${where} may be left without a photo`).toBe(
      zod.safeParse(schema as z.ZodType, '').success,
    );
    return 1;
  }
  switch (def.type) {
    case 'string': {
      const s = schema as unknown as z.ZodString;
      const max = s.maxLength ?? undefined;
      const min = s.minLength ?? 0;
      // The editor takes exactly what the schema takes: blank, the length limits and any pattern (a link starting
      // https://, a slug), tried on values at each limit and on one that fits no pattern.
      const pattern = (s._zod.def.checks ?? [])
        .map((c) => c._zod.def as { format?: string; pattern?: RegExp })
        .find((c) => c.format === 'regex')?.pattern;
      // What the schema's own rules take: its limits and its pattern (`.regex(…)`). A rule written as code
      // (`.refine(…)`) the editor cannot hold, so a string with one is compared on its limits alone.
      const fits = (value: string) =>
        value === ''
          ? s.safeParse(value).success
          : value.length >= min && value.length <= (max ?? Infinity) && (!pattern || pattern.test(value));
      const probes: (readonly [value: string, what: string])[] = [
        ['', 'blank'],
        ...(pattern ? ([['~ not this ~', 'text off its pattern']] as const) : []),
        ...(max
          ? ([
              ['x'.repeat(max), `${max} characters`],
              ['x'.repeat(max + 1), `${max + 1} characters`],
            ] as const)
          : []),
        ...(min > 1 ? ([['x'.repeat(min - 1), `${min - 1} characters`]] as const) : []),
      ];
      for (const [value, what] of probes)
        expect(passes(field, value), `${where} takes ${what} as the schema does`).toBe(fits(value));
      return 1;
    }
    case 'number': {
      const n = schema as unknown as z.ZodNumber;
      if (Number.isFinite(n.minValue) && Math.abs(n.minValue!) < Number.MAX_SAFE_INTEGER) {
        expect(passes(field, n.minValue), `${where} takes ${n.minValue}`).toBe(true);
        expect(passes(field, n.minValue! - 1), `${where} refuses ${n.minValue! - 1}`).toBe(false);
      }
      if (Number.isFinite(n.maxValue) && Math.abs(n.maxValue!) < Number.MAX_SAFE_INTEGER) {
        expect(passes(field, n.maxValue), `${where} takes ${n.maxValue}`).toBe(true);
        expect(passes(field, n.maxValue! + 1), `${where} refuses ${n.maxValue! + 1}`).toBe(false);
      }
      return 1;
    }
    case 'enum':
      expect(
        field.options?.map((o) => o.value),
        where,
      ).toEqual(Object.values(def.entries!));
      return 1;
    case 'array':
      if ((def.element!._zod.def as unknown as Def).type === 'enum') {
        // Several of a fixed list: ticked in one list, which takes none of anything else.
        expect(
          field.options?.map((o) => o.value),
          where,
        ).toEqual(Object.values((def.element!._zod.def as unknown as Def).entries!));
        expect(() => field.parse!(['~ not this ~']), where).toThrow();
        return 1;
      }
      if (field.collection === 'areas') {
        // Nearby areas, several picked from the Areas collection, as many as the schema asks.
        const { min = 0, max = Infinity } = lengthOf(schema);
        expect(
          passes(
            field,
            Array.from({ length: min }, (_, i) => `a${i}`),
          ),
          where,
        ).toBe(true);
        expect(
          passes(
            field,
            Array.from({ length: min - 1 }, (_, i) => `a${i}`),
          ),
          where,
        ).toBe(min === 0);
        expect(
          passes(
            field,
            Array.from({ length: max + 1 }, (_, i) => `a${i}`),
          ),
          where,
        ).toBe(false);
        return 1;
      }
      if (field.list) {
        // A list typed in place (src/content/editor/inlineList.ts): the list it stands for keeps the rules, and it
        // refuses a number of items the schema refuses.
        expect(field.kind, where).toBe('form');
        expect(passes(field, field.parse!([])), `${where} takes no items as the schema does`).toBe(
          zod.safeParse(schema as z.ZodType, []).success,
        );
        return compare(schema, field.list, at);
      }
      expect(field.kind, where).toBe('array');
      expect(field.validation?.length, where).toEqual(lengthOf(schema));
      // Each item's own key (a claim's id): the editor's list checks it against the other items' (its slug field).
      expect(field.slugField, `${where} refuses a repeated ${meta.editorUnique}`).toBe(meta.editorUnique);
      if (meta.editorUnique) expect(field.element!.fields![meta.editorUnique]!.formKind, where).toBe('slug');
      return 1 + compare(def.element!, field.element!, `${at}[]`);
    case 'tuple':
      expect(field.kind, where).toBe('array');
      expect(field.validation?.length, where).toEqual({ min: def.items!.length, max: def.items!.length });
      return 1 + compare(def.items![0]!, field.element!, `${at}[]`);
    case 'pipe':
      return compare(def.in!, field, at);
    case 'union': {
      // A choice between shapes stored as { discriminant, value }: one editor choice per kind, each kind's value field.
      expect(def.discriminator, `${where} is stored as the editor's choice`).toBe('discriminant');
      expect(field.kind, where).toBe('conditional');
      const kinds = def.options!.map((option) => {
        const { discriminant, value } = (option._zod.def as unknown as Def).shape!;
        return [(discriminant!._zod.def as unknown as Def).values![0]!, value] as const;
      });
      if (kinds.length === 2 && kinds[0]![0] === false && kinds[1]![0] === true) {
        // A part that may be left out: an on/off switch, the part's own fields when on.
        expect(field.discriminant!.kind, where).toBe('form');
        expect(passes(field.discriminant!, true) && passes(field.discriminant!, false), where).toBe(true);
        expect(Object.keys(field.values!).sort(), where).toEqual(['false', 'true']);
        return 1 + compare(kinds[1]![1]!, field.values!.true!, `${at}:on`);
      }
      expect(
        field.discriminant!.options?.map((o) => o.value),
        where,
      ).toEqual(kinds.map(([kind]) => kind));
      expect(Object.keys(field.values!), where).toEqual(kinds.map(([kind]) => kind));
      return kinds.reduce(
        (n, [kind, value]) => n + compare(value!, field.values![String(kind)]!, `${at}:${String(kind)}`),
        1,
      );
    }
    case 'object':
      expect(field.kind, where).toBe('object');
      expect(Object.keys(field.fields!), where).toEqual(Object.keys(def.shape!));
      return Object.entries(def.shape!).reduce(
        (n, [k, v]) => n + compare(v, field.fields![k]!, `${at}.${k}`),
        0,
      );
    case 'default':
      return compare((def as unknown as { innerType: Any }).innerType, field, at);
    case 'optional': {
      const inner = (def as unknown as { innerType: Any }).innerType;
      if ((inner._zod.def as unknown as Def).type !== 'number') return compare(inner, field, at);
      expect(passes(field, null), `${where} may be left empty`).toBe(true);
      return compare(inner, field, at);
    }
    case 'literal':
      // A fixed value (the business's locale) is kept as it is in the file.
      expect(field.label, where).toBe('Ignored');
      return 0;
    case 'boolean':
      expect(field.kind, where).toBe('form');
      return 1;
    case 'record': {
      // A record keyed by a fixed list (home page sections): one group of fields per key.
      const { keyType, valueType } = def as unknown as { keyType: Any; valueType: Any };
      const keys = Object.values((keyType._zod.def as unknown as Def).entries!) as string[];
      expect(field.kind, where).toBe('object');
      expect(Object.keys(field.fields!), where).toEqual(keys);
      return keys.reduce((n, k) => n + compare(valueType, field.fields![k]!, `${at}.${k}`), 0);
    }
    default:
      // Every other kind of field would be kept as it is in the file, out of the office's reach.
      throw new Error(`${where} has no field in the editor`);
  }
}

describe('the editor (keystatic.config.ts)', () => {
  it.each(Object.keys(contentSchemas) as ContentFile[])('%s: its fields keep the schema rules', (file) => {
    const key = collectionName(file);
    const singleton = (keystatic.singletons as Record<string, unknown>)[key] as {
      path: string;
      schema: Record<string, Field>;
    };
    expect(singleton.path).toBe(`src/content/${file.replace(/\.yaml$/, '')}`);
    const compared = compare(contentSchemas[file], { kind: 'object', fields: singleton.schema }, file);
    expect(compared).toBeGreaterThan(0);
  });

  it('business details: business.json, its fields keeping the schema rules', () => {
    const business = keystatic.singletons!.business as unknown as {
      path: string;
      format: { data: string };
      schema: Record<string, Field>;
    };
    expect(business.path).toBe('src/config/business');
    expect(business.format.data).toBe('json');
    expect(
      compare(businessFileSchema, { kind: 'object', fields: business.schema }, 'business'),
    ).toBeGreaterThan(20);
  });

  it.each([
    ['noiseEstimator', 'src/content/noiseEstimator', estimatorSchema],
    ['estimatorWords', 'src/content/estimator-words', estimatorWordsSchema],
  ] as const)(
    '%s: a JSON file the calculator imports, its fields keeping the schema rules',
    (key, path, schema) => {
      const singleton = (keystatic.singletons as Record<string, unknown>)[key] as {
        path: string;
        format: { data: string };
        schema: Record<string, Field>;
      };
      expect(singleton.path).toBe(path);
      expect(singleton.format.data).toBe('json');
      expect(compare(schema, { kind: 'object', fields: singleton.schema }, key)).toBeGreaterThan(20);
    },
  );

  it('areas: one file per area, its fields keeping the schema rules', () => {
    const areas = keystatic.collections!.areas as unknown as { path: string; schema: Record<string, Field> };
    expect(areas.path).toBe('src/content/areas/*');
    const { name, ...rest } = areas.schema;
    expect(name).toBeDefined();
    const { name: _name, ...shape } = ((areaSchema._zod.def as unknown as Def).in!._zod.def as unknown as Def)
      .shape!;
    for (const [key, schema] of Object.entries(shape)) compare(schema, rest[key]!, `areas.${key}`);
    // The /areas page's switch says what switching it off does (the switch's description, from the schema).
    expect((rest.areaPage as Field).kind).toBe('conditional');
    expect((zod.globalRegistry.get(shape.areaPage!) as { description?: string }).description).toMatch(
      /Switched off, the area keeps only its installer page/,
    );
  });

  it('opens every content file as it is: each value passes its editor field, so a save is never refused', async () => {
    // Keystatic's reader parses and validates each field as the editor does when it loads a file and saves it (a
    // blank date written as '' once kept the whole reviews file from saving).
    const { createReader } = await import('@keystatic/core/reader');
    const reader = createReader(process.cwd(), keystatic);
    const refused: string[] = [];
    const open = async (name: string, read: () => Promise<unknown>) =>
      read().catch((error: unknown) => refused.push(`${name}: ${String(error)}`));
    for (const [key, singleton] of Object.entries(reader.singletons))
      await open(key, () => (singleton as { readOrThrow: () => Promise<unknown> }).readOrThrow());
    for (const slug of await reader.collections.areas.list())
      await open(`areas/${slug}`, () => reader.collections.areas.readOrThrow(slug));
    const sources = reader.collections.estimatorSources;
    for (const slug of await sources.list())
      await open(`estimator-sources/${slug}`, () => sources.readOrThrow(slug));
    expect(refused).toEqual([]);
  });

  it('guides: every block kind is a choice in the editor, with its own field', () => {
    const guide = (keystatic.singletons as Record<string, unknown>).guidesBenefits as {
      schema: Record<string, Field>;
    };
    const blocks = guide.schema.sections!.element!.fields!.blocks!;
    expect(blocks.kind).toBe('array');
    expect(blocks.element!.kind).toBe('conditional');
    expect(blocks.element!.discriminant!.options!.map((o) => o.value)).toEqual([
      'p',
      'h3',
      'list',
      'table',
      'barChart',
      'link',
      'callout',
    ]);
    expect(blocks.element!.values!.table!.options!.map((o) => o.value)).toEqual([
      'acousticPerformance',
      'secondaryVersusReplacement',
    ]);
  });

  it('would notice a union whose editor choices drifted from its kinds', async () => {
    const { fields } = await import('@keystatic/core');
    const { z } = await import('zod');
    const union = z.discriminatedUnion('discriminant', [
      z.object({ discriminant: z.literal('a'), value: z.string().max(10) }),
      z.object({ discriminant: z.literal('b'), value: z.string().max(10) }),
    ]);
    const text = fields.text({ label: 'Text', validation: { isRequired: true, length: { max: 10 } } });
    const drifted = fields.conditional(
      fields.select({ label: 'Kind', options: [{ label: 'A', value: 'a' }], defaultValue: 'a' }),
      { a: text },
    );
    expect(() => compare(union, drifted as unknown as Field, 'blocks')).toThrow(/blocks \(union\)/);
  });

  it('would notice a field whose rule drifted from the schema', async () => {
    const { fields } = await import('@keystatic/core');
    const { z } = await import('zod');
    const drifted = fields.text({ label: 'Name', validation: { isRequired: true, length: { max: 40 } } });
    expect(() => compare(z.string().min(3).max(30), drifted as unknown as Field, 'name')).toThrow(
      /takes 31 characters as the schema does/,
    );
  });

  it('explains each file where the person editing reads it: no YAML comment for a save to drop', () => {
    const yamlFiles = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.yaml'),
    );
    const commented = yamlFiles.filter((f) =>
      readFileSync(`src/content/${f}`, 'utf8')
        .split('\n')
        .some((line) => /^\s*#/.test(line)),
    );
    expect(commented).toEqual([]);
    for (const [file, note] of Object.entries(fileNotes) as [ContentFile, string][]) {
      const singleton = (keystatic.singletons as Record<string, unknown>)[collectionName(file)] as {
        schema: Record<string, { description?: string; label?: string }>;
      };
      // The first group or list shows it (a text field keeps its description inside the editor's input).
      const first = Object.values(singleton.schema).find((f) => 'description' in f)!;
      expect(first.description, file).toMatch(new RegExp(`^${note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });
});

describe('the editor in the builds', () => {
  it('the public build (npm run build) holds no editor code, route or server part', () => {
    const dist = requireBuild();
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /keystatic|_worker|^server\b/i.test(f))).toEqual([]);
    const text = files.filter((f) => /\.(html|js|css|xml|txt|json)$|_headers$|_redirects$/.test(f));
    expect(text.length).toBeGreaterThan(50);
    // Keystatic's packages and its routes (a PUBLIC_KEYSTATIC_* value in .env is a public setting, not editor code).
    const editorCode = /@keystatic|keystatic-(page|api|astro)|\/(api\/)?keystatic\//i;
    expect(text.filter((f) => editorCode.test(readFileSync(path.join(dist, f), 'utf8')))).toEqual([]);
  });

  it('HUSHPANE_EDITOR picks the editor: the local files, or GitHub with the repository named', () => {
    expect(editorBuildMode({})).toBeUndefined();
    expect(editorBuildMode({ HUSHPANE_EDITOR: '1' })).toBe('local');
    expect(editorBuildMode({ HUSHPANE_EDITOR: 'github', PUBLIC_KEYSTATIC_GITHUB_REPO: 'acme/site' })).toBe(
      'github',
    );
    expect(() => editorBuildMode({ HUSHPANE_EDITOR: 'github' })).toThrow(
      /npm run build:editor needs PUBLIC_KEYSTATIC_GITHUB_REPO=owner\/name/,
    );
    expect(() => editorBuildMode({ HUSHPANE_EDITOR: 'yes' })).toThrow(/HUSHPANE_EDITOR must be 1/);
  });
});

/** The fields of a calculator source (the collection's entry). */
const sourceFields = () =>
  (keystatic.collections as unknown as Record<string, { schema: Record<string, Field> }>).estimatorSources!
    .schema;

/** The editor field at a path of a singleton's fields, through lists (`[]`) and choices (`:kind`). */
function fieldAt(singleton: string, at: string): Field {
  const root = (keystatic.singletons as Record<string, { schema: Record<string, Field> }>)[singleton]!;
  let field: Field = { kind: 'object', fields: root.schema };
  for (const step of at.split('.')) {
    const [key, kind] = step.split(':') as [string, string | undefined];
    const name = key.replace(/\[\]$/, '');
    if (name) field = field.fields![name]!;
    if (key.endsWith('[]')) field = field.element!;
    if (kind) field = field.values![kind]!;
  }
  return field;
}

/**
 * A changed copy of one content file, opened through Keystatic's reader as the editor opens it: its refusal, if any.
 * `entry` is a singleton's name, or a collection's and an entry's: `estimatorSources/who-1999`.
 */
async function openChanged(entry: string, file: string, change: (data: never) => void) {
  const root = mkdtempSync(path.join(tmpdir(), 'hushpane-editor-unit-'));
  try {
    cpSync('src/content', path.join(root, 'src/content'), { recursive: true });
    const at = path.join(root, 'src/content', file);
    const json = file.endsWith('.json');
    const data = (json ? JSON.parse(readFileSync(at, 'utf8')) : parse(readFileSync(at, 'utf8'))) as never;
    change(data);
    writeFileSync(at, json ? JSON.stringify(data) : stringify(data));
    const { createReader } = await import('@keystatic/core/reader');
    type Readable = { readOrThrow: (slug?: string) => Promise<unknown> };
    const reader = createReader(root, keystatic) as unknown as {
      singletons: Record<string, Readable>;
      collections: Record<string, Readable>;
    };
    const [name, slug] = entry.split('/') as [string, string | undefined];
    const read = slug ? reader.collections[name]!.readOrThrow(slug) : reader.singletons[name]!.readOrThrow();
    return await read.then(
      () => undefined,
      (error: unknown) => String(error),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Whether the build takes one content file's data (its `{name}` figures put in first, as the build reads it). */
function builds(file: ContentFile, data: unknown): boolean {
  const { schema, figures } = fileRule(file);
  return zod.safeParse(schema, prepareYaml(stringify(data), file, figures)).success;
}

type StoredReview = { page: { discriminant: string; value: string } };

describe('the editor refuses what the build refuses', () => {
  it('a review on an /areas page: the editor offers only the areas that have one, never London', async () => {
    const field = fieldAt('reviews', 'reviews[].page:area');
    const without = areas.filter((a) => !a.areaPage).map((a) => a.slug);
    expect(without.length, 'an area without an /areas page (London)').toBeGreaterThan(0);
    expect(field.options!.map((o) => o.value).sort()).toEqual(areaPageAreas.map((a) => a.slug).sort());
    for (const slug of without) expect(() => field.parse!(slug), slug).toThrow();
    // Every area has an installer page: that choice picks from all of them.
    expect(fieldAt('reviews', 'reviews[].page:installer').kind).toBe('form');

    const onAreaPage = (slug: string) => (data: { reviews: StoredReview[] }) => {
      data.reviews[0]!.page = { discriminant: 'area', value: slug };
    };
    expect(await openChanged('reviews', 'reviews.yaml', onAreaPage(without[0]!))).toMatch(/valid option/);
    expect(await openChanged('reviews', 'reviews.yaml', onAreaPage(areaPageAreas[0]!.slug))).toBeUndefined();
    // Written by hand, the build takes it: the area's installer page shows it (tests/unit/area-page-off.test.ts).
    const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
    try {
      cpSync('src/content', dir, { recursive: true });
      const file = path.join(dir, 'reviews.yaml');
      const stored = parse(readFileSync(file, 'utf8')) as { reviews: StoredReview[] };
      onAreaPage(without[0]!)(stored);
      writeFileSync(file, stringify(stored));
      expect(zod.safeParse(reviewsFile, stored).success).toBe(true);
      vi.stubEnv('CONTENT_DIR', dir);
      vi.resetModules();
      const { getArea, reviewPages } = await import('../../src/content/areas/index.ts');
      expect(reviewPages('installer', getArea(without[0]!))).toContain('area');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an area created with an /areas page joins the pick-list', () => {
    const barnes = parse(readFileSync('src/content/areas/barnes.yaml', 'utf8')) as Record<string, unknown>;
    const london = parse(readFileSync('src/content/areas/london.yaml', 'utf8')) as Record<string, unknown>;
    expect(
      areaPageOptions({
        '../areas/clapham.yaml': stringify({ ...barnes, name: 'Clapham' }),
        '../areas/london.yaml': stringify(london),
      }),
    ).toEqual([{ label: 'Clapham', value: 'clapham' }]);
  });

  it('a project names the service pages that show it: ticked from the six services, nothing else', () => {
    const field = fieldAt('gallery', 'gallery[].servicePages');
    expect(field.options!.map((o) => o.value)).toEqual([...serviceSlugs]);
    expect(field.parse!([serviceSlugs[0]])).toEqual([serviceSlugs[0]]);
    expect(() => field.parse!(['mansion-block'])).toThrow();
    // A service no longer names its project, so renaming a project leaves nothing to break.
    expect(Object.keys(fieldAt('services', 'services[]').fields!)).not.toContain('project');
  });

  it('a question ends with a question mark, in the editor as in the build', async () => {
    const faqFields = [
      fieldAt('services', 'services[].faqs[].question'),
      fieldAt('guidesBenefits', 'faqs[].question'),
      fieldAt('guidesResources', 'faqs[].question'),
    ];
    for (const field of faqFields) {
      expect(passes(field, 'How long does fitting take?')).toBe(true);
      expect(passes(field, 'How long does fitting take')).toBe(false);
    }
    expect(faqItemSchema.shape.question.safeParse('How long does fitting take').success).toBe(false);
    expect(faqItemSchema.shape.question.safeParse('How long does fitting take?').success).toBe(true);
    const unasked = (data: { faqs: { question: string }[] }) => {
      data.faqs[0]!.question = data.faqs[0]!.question.replace(/\?$/, '');
    };
    expect(await openChanged('guidesBenefits', 'guides/benefits.yaml', unasked)).toMatch(/question mark/);
  });

  it('a calculator source’s link is a web address, in the editor as in the build', async () => {
    const field = sourceFields().url!;
    const url = estimatorSourceSchema.shape.url;
    for (const [link, ok] of [
      ['https://www.legislation.gov.uk/uksi/2010/2214', true],
      ['http://www.who.int/docstore/peh/noise/ComnoiseExec.htm', true],
      ['www.legislation.gov.uk/uksi/2010/2214', false],
      ['see the WHO guidelines', false],
      ['https://not a link', false],
    ] as const) {
      expect(passes(field, link), link).toBe(ok);
      expect(url.safeParse(link).success, link).toBe(ok);
    }
    const source = estimatorSources[0]!.id;
    const unlinked = (data: { url: string }) => {
      data.url = 'the WHO guidelines for community noise';
    };
    expect(
      await openChanged(`estimatorSources/${source}`, `estimator-sources/${source}.yaml`, unlinked),
    ).toMatch(/https:\/\//);
  });

  it('a calculator figure cites sources picked from the calculator’s sources; one with no source is left out, not a build stop', async () => {
    // In the editor: a pick-list of the sources (one file each), at least one for a figure that needs one.
    for (const at of ['model.air.sources', 'glasses[].sources', 'guidelines.average[].sources']) {
      const field = fieldAt('noiseEstimator', at);
      expect(field.collection, at).toBe('estimatorSources');
      expect(passes(field, []), `${at} cites none`).toBe(false);
    }
    // A preset's level may have no published source yet (its note says so).
    expect(passes(fieldAt('noiseEstimator', 'noiseKinds[].presets[].sources'), [])).toBe(true);
    // The pick-list's entries are the files the build reads, and every cited id is one of them.
    const { createReader } = await import('@keystatic/core/reader');
    const listed = await createReader(process.cwd(), keystatic).collections.estimatorSources.list();
    expect([...listed].sort()).toEqual(estimatorSources.map((s) => s.id).sort());
    expect(listed).toEqual(expect.arrayContaining([...new Set(citedSources(estimatorData))]));
    // A source's id is its file name: the editor takes only one the build takes, and never one already taken.
    const id = sourceFields().title as unknown as {
      validate: (v: { name: string; slug: string }, extra: object) => unknown;
    };
    const named = (slug: string, taken: string[] = []) => {
      try {
        id.validate(
          { name: 'WHO, Night Noise Guidelines for Europe, 2009', slug },
          { slugField: { slugs: new Set(taken), glob: '*' } },
        );
        return true;
      } catch {
        return false;
      }
    };
    expect(named('who-2009')).toBe(true);
    expect(named('WHO 2009')).toBe(false);
    expect(named('w'.repeat(41))).toBe(false);
    expect(named('who-1999', ['who-1999'])).toBe(false);
    // Renaming or removing a cited source in the editor is the one way left to cite no file: the build does not stop;
    // the page leaves that citation out and npm run launch-check names it (tests/unit/launch-check.test.ts).
    const cited = estimatorData.perception.sources[0]!;
    const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
    try {
      cpSync('src/content', dir, { recursive: true });
      rmSync(path.join(dir, 'estimator-sources', `${cited}.yaml`));
      vi.stubEnv('CONTENT_DIR', dir);
      vi.resetModules();
      const left = await import('../../src/content/estimatorSources.ts');
      expect(left.danglingCitations(estimatorData, left.estimatorSources)).toEqual([cited]);
      expect(left.sourcesFor(citedSources(estimatorData)).map((s) => s.id)).not.toContain(cited);
      const { contentInput } = await import('../../scripts/launch/content.ts');
      expect(contentInput([], {}).danglingCitations).toEqual([cited]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a calculator preset is held in its kind of noise, and a guideline list each for averages and for events', async () => {
    // A preset has no kind to type: it is one of its kind's presets, and the calculator reads it with that kind.
    expect(Object.keys(fieldAt('noiseEstimator', 'noiseKinds[].presets[]').fields!)).not.toContain('kind');
    const stored = JSON.parse(readFileSync('src/content/noiseEstimator.json', 'utf8')) as {
      noiseKinds: { id: string; presets: { id: string }[] }[];
      guidelines: Record<'average' | 'events', { id: string }[]>;
    };
    expect(estimatorData.outdoorPresets.map((p) => [p.id, p.kind])).toEqual(
      stored.noiseKinds.flatMap((k) => k.presets.map((p) => [p.id, k.id])),
    );
    // Averages (LAeq) for continuous noise and maxima (LAmax) for events: each list keeps at least one guideline.
    const guidelines = fieldAt('noiseEstimator', 'guidelines');
    expect(Object.keys(guidelines.fields!)).toEqual(['average', 'events']);
    for (const list of ['average', 'events'] as const) {
      expect(guidelines.fields![list]!.validation?.length?.min, list).toBe(1);
      const none = structuredClone(stored);
      none.guidelines[list] = [];
      expect(estimatorSchema.safeParse(none).success, list).toBe(false);
      expect(
        await openChanged('noiseEstimator', 'noiseEstimator.json', (data: typeof stored) => {
          data.guidelines[list] = [];
        }),
        list,
      ).toMatch(new RegExp(`guidelines\\.${list}: Must have at least 1`));
    }
    expect(estimatorData.guidelines.map((g) => [g.id, g.event])).toEqual([
      ...stored.guidelines.average.map((g) => [g.id, false]),
      ...stored.guidelines.events.map((g) => [g.id, true]),
    ]);
  });

  it.each([
    ['model.lossFactor.byInterlayer', /never damps less than plain glass/],
    ['model.cavity.absorption', /a lining never absorbs less than a bare reveal/],
  ])('the calculator’s %s rise in order, in the editor as in the build', async (at, refusal) => {
    const field = fieldAt('noiseEstimator', at);
    const stored = JSON.parse(readFileSync('src/content/noiseEstimator.json', 'utf8')) as Record<
      string,
      never
    >;
    const group = (data: Record<string, never>) =>
      at.split('.').reduce<Record<string, number>>((d, key) => d[key] as never, data as never);
    const figures = group(stored);
    expect(passes(field, figures)).toBe(true);
    const keys = Object.keys(figures);
    // The highest figure typed below the lowest, as a slip of the keyboard would.
    const swapped = { ...figures, [keys.at(-1)!]: figures[keys[0]!]! / 2 };
    expect(() => field.validate!(swapped)).toThrow(refusal);
    const schema = at.split('.').reduce<Any>((s, key) => {
      const d = s._zod.def as unknown as Def;
      return (d.type === 'pipe' ? (d.in!._zod.def as unknown as Def) : d).shape![key]!;
    }, estimatorSchema);
    expect(zod.safeParse(schema as z.ZodType, swapped).error?.issues[0]?.message).toMatch(refusal);
    expect(
      await openChanged('noiseEstimator', 'noiseEstimator.json', (data: Record<string, never>) => {
        Object.assign(group(data), swapped);
      }),
    ).toMatch(refusal);
    // The model reads the same figures, beside the group's sources.
    const model = estimatorData.model as unknown as Record<string, Record<string, number>>;
    expect(model[at.split('.')[1]!]).toMatchObject(figures);
  });

  it('a project’s illustration is picked from the drawings in public/illustrations/gallery/', async () => {
    const drawings = readdirSync('public/illustrations/gallery')
      .filter((f) => f.endsWith('.svg'))
      .map((f) => `/illustrations/gallery/${f}`)
      .sort();
    const field = fieldAt('gallery', 'gallery[].image');
    expect(field.options!.map((o) => o.value).sort()).toEqual(drawings);
    expect(field.options!.every((o) => !('label' in o) || !String(o.label).includes('/'))).toBe(true);
    const misspelt = (data: { gallery: { image: string }[] }) => {
      data.gallery[0]!.image = '/illustrations/gallery/georgian-sassh.svg';
    };
    expect(await openChanged('gallery', 'gallery.yaml', misspelt)).toMatch(/valid option/);
    const image = (galleryFile.shape.gallery.element as unknown as z.ZodObject).shape.image!;
    expect(image.safeParse('/illustrations/gallery/georgian-sassh.svg').success).toBe(false);
    expect(image.safeParse(drawings[0]).success).toBe(true);
  });

  it('a service photo and its description are one part: the editor asks for both', () => {
    const photo = fieldAt('services', 'services[].photo');
    expect(photo.kind).toBe('conditional');
    const alt = fieldAt('services', 'services[].photo:true.alt');
    expect(passes(alt, '')).toBe(false);
    expect(passes(alt, 'The sash window from inside, with its secondary pane')).toBe(true);
    expect(fieldAt('services', 'services[].photo:true.image').formKind).toBe('asset');
  });

  it('one plan is the popular one: picked from the three, never none or two', async () => {
    const popular = fieldAt('plans', 'popular');
    expect(popular.options!.map((o) => o.value)).toEqual([...planSlugs]);
    expect(Object.keys(fieldAt('plans', 'plans[]').fields!)).not.toContain('popular');
    expect(() => popular.parse!('gold')).toThrow();
    const file = parse(readFileSync('src/content/plans.yaml', 'utf8')) as { popular: string };
    expect(plansFile.parse(file).plans.filter((p) => p.popular)).toEqual([
      expect.objectContaining({ slug: file.popular }),
    ]);
    expect(
      await openChanged('plans', 'plans.yaml', (data: { popular: string }) => (data.popular = 'gold')),
    ).toMatch(/valid option/);
  });

  it('each claim id once: the editor refuses a copy that keeps its id, as the build does', () => {
    const claims = parse(readFileSync('src/content/claims.yaml', 'utf8')) as { claims: { id: string }[] };
    const [first, second] = claims.claims as [{ id: string }, { id: string }];
    const copied = [...claims.claims, { ...second, id: first.id }];
    expect(claimsFile.safeParse({ claims: copied }).success).toBe(false);
    expect(claimsFile.safeParse(claims).success).toBe(true);
    // As Keystatic's save checks a list with a slug field: each item's key against every other item's.
    const field = fieldAt('claims', 'claims');
    const refused = (items: { id: string }[]) =>
      items.filter((item, i) => {
        const others = new Set(items.filter((_, j) => j !== i).map((other) => other.id));
        try {
          field.element!.fields![field.slugField!]!.validate!(item.id, {
            slugField: { slugs: others, glob: '*' },
          });
          return false;
        } catch {
          return true;
        }
      });
    expect(field.slugField).toBe('id');
    expect(refused(copied).map((c) => c.id)).toEqual([first.id, first.id]);
    expect(refused(claims.claims)).toEqual([]);
    expect(refused([...claims.claims, { ...second, id: `${first.id}Copy` }])).toEqual([]);
  });

  it('a table row has a cell per value column: the columns are fixed in number, the editor refuses a short or long row', async () => {
    const tables = [
      ['guidesFigures', 'guides/figures.yaml', 'tables.secondaryVersusReplacement'],
      ['guidesComparisons', 'guides/comparisons.yaml', 'performanceTable'],
      ['guidesComparisons', 'guides/comparisons.yaml', 'practicalTable'],
    ] as const;
    type Table = { columns: string[]; rows: { cells: string[] }[] };
    const at = (data: Record<string, unknown>, where: string) =>
      where.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown>)[key], data) as Table;
    for (const [singleton, file, where] of tables) {
      const stored = at(parse(readFileSync(`src/content/${file}`, 'utf8')) as Record<string, unknown>, where);
      const values = stored.columns.length - 1;
      // The editor's lists hold exactly as many headings and cells as the file has value columns.
      expect(fieldAt(singleton, `${where}.columns`).validation?.length, where).toEqual({
        min: values + 1,
        max: values + 1,
      });
      expect(fieldAt(singleton, `${where}.rows[].cells`).validation?.length, where).toEqual({
        min: values,
        max: values,
      });
      // Opened as Keystatic's editor opens and saves it (its list checks each length), a row short of a cell or with
      // one too many is refused; so is a heading taken away. The build refuses each too.
      expect(builds(file, parse(readFileSync(`src/content/${file}`, 'utf8')))).toBe(true);
      for (const [change, refusal] of [
        [(t: Table) => t.rows[0]!.cells.pop(), /Must have at least/],
        [(t: Table) => t.rows.at(-1)!.cells.push('An extra cell'), /Must have at most/],
        [(t: Table) => t.columns.pop(), /Must have at least/],
      ] as const) {
        const edit = (data: Record<string, unknown>) => void change(at(data, where));
        expect(await openChanged(singleton, file, edit as never), where).toMatch(refusal);
        const data = parse(readFileSync(`src/content/${file}`, 'utf8')) as Record<string, unknown>;
        edit(data);
        expect(builds(file, data), where).toBe(false);
      }
    }
  });

  it('the privacy notice holds one visits section and its words for a build that counts: none to leave out or misname', async () => {
    // The section on cookies and visitor statistics is a group of its own (no id naming another section), its words
    // when the site counts visits a group inside it: the editor always has both, and refuses them blank.
    const visits = fieldAt('legalPrivacy', 'visits');
    expect(visits.kind).toBe('object');
    expect(Object.keys(fieldAt('legalPrivacy', '').fields!)).not.toContain('analytics');
    const counting = fieldAt('legalPrivacy', 'visits.whenCounting');
    expect(counting.kind).toBe('object');
    expect(Object.keys(counting.fields!)).not.toContain('id');
    expect(passes(fieldAt('legalPrivacy', 'visits.whenCounting.heading'), '')).toBe(false);
    expect(fieldAt('legalPrivacy', 'visits.whenCounting.paragraphs').validation?.length?.min).toBe(1);
    type Notice = { visits: { whenCounting?: { paragraphs: string[] } }; analytics?: unknown };
    const stored = () => parse(readFileSync('src/content/legal/privacy.yaml', 'utf8')) as Notice;
    expect(builds('legal/privacy.yaml', stored())).toBe(true);
    for (const [change, refusal] of [
      // Its words when counting left out, or emptied: the editor and the build refuse the notice.
      [(n: Notice) => delete n.visits.whenCounting, /visits\.whenCounting\.heading: Heading must be/],
      [
        (n: Notice) => (n.visits.whenCounting!.paragraphs = []),
        /visits\.whenCounting\.paragraphs: Must have at least 1/,
      ],
      // The old shape, an analytics section naming the one it replaced, is no field of the file.
      [(n: Notice) => (n.analytics = { id: 'nowhere' }), /"analytics" is not allowed/],
    ] as const) {
      expect(await openChanged('legalPrivacy', 'legal/privacy.yaml', change as never)).toMatch(refusal);
      const data = stored();
      change(data);
      expect(builds('legal/privacy.yaml', data)).toBe(false);
    }
  });

  it('the steps are numbered by their place in the list: no number to get out of step', () => {
    expect(Object.keys(fieldAt('process', 'steps[]').fields!)).toEqual(['title', 'description']);
  });
});

/**
 * The rules of a schema written as code (`.refine`, `.superRefine`, a format such as `z.email()`): the editor's
 * fields cannot apply them, so a save could pass the editor and stop the build. Listed by where they are.
 */
function codeRules(schema: Any, at: string, found: string[] = []): string[] {
  const def = schema._zod.def as unknown as Def & {
    checks?: { _zod: { def: { check: string; format?: string } } }[];
    format?: string;
    innerType?: Any;
    valueType?: Any;
  };
  // A template's unknown {token} is named by the build (the editor takes any token: see schemas/template.ts). A list's
  // key each item has its own the editor's list holds too (`uniqueBy`; compare() checks its field does), and figures
  // that rise in order are one editor field, which refuses them out of order (compared above).
  const meta = zod.globalRegistry.get(schema) as
    { templateSlots?: unknown; editorUnique?: string; editorAscending?: unknown } | undefined;
  const heldElsewhere = !!meta?.templateSlots || !!meta?.editorUnique || !!meta?.editorAscending;
  for (const check of def.checks ?? []) {
    const { check: kind, format } = check._zod.def;
    if (heldElsewhere && kind === 'custom') continue;
    if (kind === 'custom' || (kind === 'string_format' && format !== 'regex'))
      found.push(`${at}: ${format ?? kind}`);
  }
  if (def.type === 'string' && def.format && def.format !== 'regex') found.push(`${at}: ${def.format}`);
  if (def.type === 'object')
    for (const [k, v] of Object.entries(def.shape!)) codeRules(v, `${at}.${k}`, found);
  if (def.type === 'array') codeRules(def.element!, `${at}[]`, found);
  if (def.type === 'tuple') def.items!.forEach((item) => codeRules(item, `${at}[]`, found));
  if (def.type === 'union') for (const option of def.options!) codeRules(option, at, found);
  if (def.type === 'pipe') codeRules(def.in!, at, found);
  if (def.type === 'record') codeRules(def.valueType!, `${at}.*`, found);
  if (def.innerType) codeRules(def.innerType, at, found);
  return [...new Set(found)];
}

/**
 * The rules written as code that no editor field holds, each with why it is kept: none is left. Every relation the
 * build once refused it now reads sensibly (a swapped range in order, a repeated postcode or street once, a repeated
 * section id with -2, a chart widened to its longest bar: tests/unit/editor-normalise.test.ts) or the editor's fields
 * hold it (the guide card, a service's pricing and its example, a claim's evidence, a window's one pane or sealed unit,
 * a claim id once, a table row's cells, the privacy notice's counting words, the calculator's sources, presets,
 * guidelines and figures in order). A new one must be listed here with its reason: a decision, not an accident.
 */
const editorGaps: Record<string, string> = {};

describe('rules the editor cannot apply', () => {
  it('are only those listed here (none today), each a known gap (so a new one is a decision, not an accident)', () => {
    const schemas: [string, Any][] = [
      ...Object.entries(contentSchemas),
      ['areas/*', areaSchema],
      ['business.json', businessFileSchema],
      ['noiseEstimator.json', estimatorSchema],
      ['estimator-words.json', estimatorWordsSchema],
      ['estimator-sources/*', estimatorSourceSchema],
    ];
    const found = schemas.flatMap(([file, schema]) => codeRules(schema, file));
    expect(found.sort()).toEqual(Object.keys(editorGaps).sort());
  });
});

describe('rules stated where they apply', () => {
  it('says where it is typed that an area range below the per-window from-price shows from that price', () => {
    const areaFields = keystatic.collections.areas.schema as unknown as Record<string, Field>;
    const range = areaFields.installer!.fields!.priceRange as Field & { description?: string };
    expect(range.description).toMatch(/below the first service priced per window/);
    expect(range.description).toMatch(/npm run launch-check lists the area/);
  });

  it('says a typed price figure does not follow the prices', () => {
    // A text field keeps its description inside the editor's input: read from the schema the editor is built from.
    const figures = guideFiguresFile.shape.figures.shape;
    const hint = (name: keyof typeof figures) =>
      (zod.globalRegistry.get(figures[name]) as { description?: string } | undefined)?.description;
    for (const figure of ['threeBedSecondary', 'threeBedReplacement'] as const)
      expect(hint(figure)).toMatch(/^Typed, not worked out: it does not follow the from-prices in Services/);
    expect(hint('secondaryGap')).toBeUndefined();
  });

  it('says how many reviews a page shows, and that a real one shows on both of its area’s pages', () => {
    expect(fileNotes['reviews.yaml']).toMatch(
      /^Client reviews\. Each area page shows one review: the newest real review of its area, on both of the area’s pages/,
    );
  });
});

describe('plain labels and messages', () => {
  it('asks for a review’s link by what it is, and says what is wrong with words typed there', () => {
    for (const source of ['Google', 'Trustpilot'])
      expect(fieldAt('reviews', `reviews[].source:${source}.verifyUrl`).label).toBe(
        'Link to the review (https://…)',
      );
    const rule = textRule(
      zod
        .string()
        .max(300)
        .regex(/^https:\/\/\S+$/, 'a link starting https://'),
      'Link to the review (https://…)',
      300,
    )!;
    expect(rule.message).toBe(
      'Link to the review (https://…): a link starting https:// (up to 300 characters)',
    );
    expect(rule.regex.test('the google review link')).toBe(false);
    expect(rule.regex.test('https://g.page/r/abc/review')).toBe(true);
  });

  it('names the plans in their pick-lists, and says what a plan’s id is for', () => {
    const popular = fieldAt('plans', 'popular') as Field & { options?: { label: string; value: string }[] };
    expect(popular.options).toEqual([
      { label: 'Essential', value: 'essential' },
      { label: 'Comprehensive', value: 'comprehensive' },
      { label: 'Premium', value: 'premium' },
    ]);
    expect(fieldAt('plans', 'plans[].slug').label).toBe('Which plan');
  });

  it('shows the services’ note without {tokens}', () => {
    expect(fileNotes['services.yaml']).not.toMatch(/\{\w+\}/);
  });

  it('gives each field of a project’s dialog its own label (no two "Image" or "Alt")', () => {
    const project = fieldAt('gallery', 'gallery[]');
    const photo = fieldAt('gallery', 'gallery[].photo:true');
    const labels = [project, photo].flatMap((f) =>
      Object.values(f.fields!)
        .map((x) => x.label)
        .filter(Boolean),
    );
    expect(labels).toEqual([...new Set(labels)]);
    expect(labels).toEqual(
      expect.arrayContaining(['Drawing', 'What the drawing shows (alt text)', 'Image', 'Alt']),
    );
  });
});
