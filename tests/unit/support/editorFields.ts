import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import keystatic from '../../../keystatic.config.ts';
import type { ContentFile } from '../../../src/content/schemas/index.ts';
import { jsonSchemaOf, lengthOf, limitsOf, type Node } from '../../../src/content/editor/jsonSchema.ts';
import { prepareYaml, readYaml } from '../../../src/content/load.ts';
import { fileRule } from '../../../src/content/files.ts';
import { noRegion, regionsFile } from '../../../src/content/areas/schema.ts';
import { areaPageAreas, areas } from '../../../src/content/areas/index.ts';
import { services } from '../../../src/content/services.ts';

/** A Keystatic field as the tests read it (the parts of its public shape they use). */
export type Field = {
  kind: string;
  collection?: string;
  /** A list typed in place: the Keystatic list it stands for (src/content/editor/inlineList.ts). */
  list?: Field;
  defaultValue?: () => unknown;
  formKind?: string;
  label?: string;
  description?: string;
  directory?: string;
  validate?: (value: unknown, extra?: { slugField: { slugs: Set<string>; glob: string } }) => unknown;
  parse?: (value: unknown) => unknown;
  options?: { label?: string; value: string }[];
  fields?: Record<string, Field>;
  element?: Field;
  discriminant?: Field;
  values?: Record<string, Field>;
  validation?: { length?: { min?: number; max?: number } };
  slugField?: string;
};

/** Whether the field takes a value as the editor's save does (its `validate`). */
export const passes = (field: Field, value: unknown) => {
  try {
    field.validate!(value);
    return true;
  } catch {
    return false;
  }
};

/** The fields of a singleton or a collection of keystatic.config.ts, as one group. */
export function entryFields(name: string): Field {
  const { singletons, collections } = keystatic as unknown as Record<
    'singletons' | 'collections',
    Record<string, { schema: Record<string, Field> }>
  >;
  return { kind: 'object', fields: (singletons[name] ?? collections[name])!.schema };
}

/** The editor field at a path of a singleton's fields, through lists (`[]`) and choices (`:kind`). */
export function fieldAt(singleton: string, at: string): Field {
  let field = entryFields(singleton);
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
export async function openChanged(entry: string, file: string, change: (data: never) => void) {
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
export function builds(file: ContentFile, data: unknown): boolean {
  const { schema, figures } = fileRule(file);
  return z.safeParse(schema, prepareYaml(stringify(data), file, figures)).success;
}

/** What a text of the schema takes: blank where it may be, its lengths and its pattern. */
function textFits(node: Node, value: string) {
  const pattern = node.pattern === undefined ? undefined : new RegExp(node.pattern, node.patternFlags);
  return (
    value.length >= (node.minLength ?? 0) &&
    value.length <= (node.maxLength ?? Infinity) &&
    (!pattern || pattern.test(value))
  );
}

/** Probes of a number at and past each of its limits. */
function compareNumber(node: Node, field: Field, where: string) {
  const { min, max } = limitsOf(node);
  if (min !== undefined) {
    expect(passes(field, min), `${where} takes ${min}`).toBe(true);
    expect(passes(field, min - 1), `${where} refuses ${min - 1}`).toBe(false);
  }
  if (max !== undefined) {
    expect(passes(field, max), `${where} takes ${max}`).toBe(true);
    expect(passes(field, max + 1), `${where} refuses ${max + 1}`).toBe(false);
  }
}

/** Figures that rise in order: one field, taking each figure's limits and refusing them out of order. */
function compareAscending(node: Node, field: Field, where: string) {
  expect(field.kind, where).toBe('form');
  const limits = Object.entries(node.properties!).map(([key, figure]) => {
    const { min = 0, max = 1 } = limitsOf(figure);
    return [key, min, max] as const;
  });
  const at = (pick: (lo: number, hi: number, i: number) => number) =>
    Object.fromEntries(limits.map(([k, lo, hi], i) => [k, pick(lo, hi, i)]));
  const n = limits.length;
  expect(
    passes(
      field,
      at((lo) => lo),
    ),
    `${where} takes its figures at their lowest`,
  ).toBe(true);
  expect(
    passes(
      field,
      at((lo, hi, i) => lo + ((hi - lo) * i) / n),
    ),
    `${where} takes them rising`,
  ).toBe(true);
  expect(
    passes(
      field,
      at((lo, hi, i) => hi - ((hi - lo) * i) / n),
    ),
    `${where} refuses them falling`,
  ).toBe(false);
  expect(
    passes(
      field,
      at((lo, hi, i) => (i === n - 1 ? hi + 1 : lo)),
    ),
    `${where} refuses one too high`,
  ).toBe(false);
  expect(
    passes(
      field,
      at((lo, hi, i) => (i === 0 ? lo - 1 : hi)),
    ),
    `${where} refuses one too low`,
  ).toBe(false);
}

/** A part named by metadata (`.meta()`): a pick-list, a photo, a date, figures in order. Undefined for any other. */
function compareMeta(node: Node, field: Field, where: string): number | undefined {
  if (node.editorReference === 'estimatorSources') {
    // The sources a figure cites: picked from the calculator's sources (their collection), as many as the schema asks.
    expect(field.collection, where).toBe('estimatorSources');
    expect(Object.keys(keystatic.collections), where).toContain(field.collection);
    expect(field.defaultValue?.(), where).toEqual([]);
    expect(passes(field, []), `${where} may cite none`).toBe((lengthOf(node).min ?? 0) === 0);
    expect(passes(field, ['en-12758']), where).toBe(true);
  } else if (node.editorAscending) compareAscending(node, field, where);
  else if (node.editorReference === 'areas') {
    // A pick-list of the areas by name (their files' names stay out of sight), never text.
    expect(field.options, where).toEqual(
      [...areas]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
        .map((a) => ({ label: a.name, value: a.slug })),
    );
    expect(() => field.parse!('~ not this ~'), `${where} takes only an area of the list`).toThrow();
  } else if (node.editorReference === 'areaPages') {
    // A pick-list of the areas that have an /areas page (the build refuses a review on any other's).
    expect(field.options?.map((o) => o.value).sort(), where).toEqual(areaPageAreas.map((a) => a.slug).sort());
    expect(() => field.parse!('~ not this ~'), `${where} takes only an area of the list`).toThrow();
  } else if (
    node.editorReference === 'services' ||
    (node.items as Node | undefined)?.editorReference === 'services'
  ) {
    // A pick-list (or ticked list) of the services of services.yaml, by title, in its order.
    expect(field.options, where).toEqual(services.map((s) => ({ label: s.title, value: s.slug })));
    expect(() => field.parse!(node.type === 'array' ? ['~ not this ~'] : '~ not this ~'), where).toThrow();
  } else if (node.editorReference === 'regions') {
    // A pick-list of the regions of regions.yaml, or none.
    const regions = readYaml('regions.yaml', regionsFile).regions.map((r) => r.id);
    expect(
      field.options?.map((o) => o.value),
      where,
    ).toEqual([...regions, noRegion]);
  } else if (node.editorDate) {
    // A date picker (Keystatic's date field: a form field of no other kind), which a date is required in.
    expect(passes(field, null), `${where} may be blank`).toBe(false);
    expect([field.kind, field.formKind], where).toEqual(['form', undefined]);
  } else if (node.editorImage) {
    // A photo is an upload into its folder, required exactly where the schema refuses a blank photo.
    expect(field.formKind, where).toBe('asset');
    expect(field.directory, where).toBe(node.editorImage.directory);
    expect(passes(field, null), `${where} may be left without a photo`).toBe(textFits(node, ''));
  } else return undefined;
  return 1;
}

/** A choice between shapes stored as { discriminant, value }: one editor choice per kind, each kind's value field. */
function compareChoice(node: Node, field: Field, at: string): number {
  const where = `${at} (choice)`;
  expect(field.kind, where).toBe('conditional');
  const kinds = node.oneOf!.map((o) => [o.properties!.discriminant!.const, o.properties!.value] as const);
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
    (n, [kind, value]) =>
      n + (value ? compare(value, field.values![String(kind)]!, `${at}:${String(kind)}`) : 0),
    1,
  );
}

/** A list: its length rule, its items' own key, and each item's field. */
function compareList(node: Node, field: Field, at: string): number {
  const where = `${at} (list)`;
  const element = node.items as Node;
  if (element.enum) {
    // Several of a fixed list: ticked in one list, which takes none of anything else.
    expect(
      field.options?.map((o) => o.value),
      where,
    ).toEqual(element.enum);
    expect(() => field.parse!(['~ not this ~']), where).toThrow();
    return 1;
  }
  if (element.editorReference === 'areas') {
    // Nearby areas: ticked by name in one list of the areas, as many as the schema asks.
    const { min = 0, max = Infinity } = lengthOf(node);
    expect(field.collection, where).toBe('areas');
    expect(field.options, where).toEqual(
      [...areas]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
        .map((a) => ({ label: a.name, value: a.slug })),
    );
    const some = (n: number) => areas.slice(0, Math.max(0, n)).map((a) => a.slug);
    expect(passes(field, some(min)), where).toBe(true);
    expect(passes(field, some(min - 1)), where).toBe(min === 0);
    if (max < areas.length) expect(passes(field, some(max + 1)), where).toBe(false);
    expect(passes(field, ['~ not this ~']), `${where} takes only an area of the list`).toBe(false);
    return 1;
  }
  if (field.list) {
    // A list typed in place (src/content/editor/inlineList.ts): the list it stands for keeps the rules, and it
    // refuses a number of items the schema refuses.
    expect(field.kind, where).toBe('form');
    expect(passes(field, field.parse!([])), `${where} takes no items as the schema does`).toBe(
      (lengthOf(node).min ?? 0) === 0,
    );
    return compare(node, field.list, at);
  }
  expect(field.kind, where).toBe('array');
  expect(field.validation?.length, where).toEqual(lengthOf(node));
  // Each item's own key (a claim's id): the editor's list checks it against the other items' (its slug field).
  expect(field.slugField, `${where} refuses a repeated ${node.editorUnique}`).toBe(node.editorUnique);
  if (node.editorUnique) expect(field.element!.fields![node.editorUnique]!.formKind, where).toBe('slug');
  return 1 + compare(element, field.element!, `${at}[]`);
}

/** A group's fields, key by key (a part the file may leave out: only a number, which may be left empty). */
function compareGroup(node: Node, field: Field, at: string): number {
  expect(field.kind, at).toBe('object');
  const properties = node.properties ?? {};
  expect(Object.keys(field.fields!), at).toEqual(Object.keys(properties));
  const required = new Set(node.required ?? []);
  return Object.entries(properties).reduce((n, [k, v]) => {
    const inner = field.fields![k]!;
    const optional = !required.has(k) && !('default' in v) && !v.oneOf;
    if (optional && v.type !== 'number' && v.type !== 'integer') {
      expect(inner.label, `${at}.${k} is kept as it is in the file`).toBe('Ignored');
      return n;
    }
    if (optional) expect(passes(inner, null), `${at}.${k} may be left empty`).toBe(true);
    return n + compare(v, inner, `${at}.${k}`);
  }, 0);
}

/**
 * Walks a file's schema (its JSON Schema and metadata, as zod exports them) and its editor field together, trying the
 * field on values at and past each rule; returns how many rules it compared.
 */
export function compare(node: Node, field: Field, at: string): number {
  const where = `${at} (${node.type ?? (node.oneOf ? 'choice' : 'fixed')})`;
  const byMeta = compareMeta(node, field, where);
  if (byMeta !== undefined) return byMeta;
  if (node.oneOf) return compareChoice(node, field, at);
  if (node.const !== undefined) {
    // A fixed value (the business's locale) is kept as it is in the file.
    expect(field.label, where).toBe('Ignored');
    return 0;
  }
  if (node.enum) {
    expect(
      field.options?.map((o) => o.value),
      where,
    ).toEqual(node.enum);
    return 1;
  }
  switch (node.type) {
    case 'string': {
      // The editor takes exactly what the schema takes: blank, the length limits and any pattern (a link starting
      // https://, a slug), tried on values at each limit and on one that fits no pattern.
      const { minLength: min = 0, maxLength: max } = node;
      const probes: (readonly [value: string, what: string])[] = [
        ['', 'blank'],
        ...(node.pattern ? ([['~ not this ~', 'text off its pattern']] as const) : []),
        ...(max
          ? ([
              ['x'.repeat(max), `${max} characters`],
              ['x'.repeat(max + 1), `${max + 1} characters`],
            ] as const)
          : []),
        ...(min > 1 ? ([['x'.repeat(min - 1), `${min - 1} characters`]] as const) : []),
      ];
      for (const [value, what] of probes)
        expect(passes(field, value), `${where} takes ${what} as the schema does`).toBe(textFits(node, value));
      return 1;
    }
    case 'number':
    case 'integer':
      compareNumber(node, field, where);
      return 1;
    case 'boolean':
      expect(field.kind, where).toBe('form');
      return 1;
    case 'array':
      if (!node.prefixItems) return compareList(node, field, at);
      // A fixed number of values (a table row's cells).
      expect(field.kind, where).toBe('array');
      expect(field.validation?.length, where).toEqual({
        min: node.prefixItems.length,
        max: node.prefixItems.length,
      });
      return 1 + compare(node.prefixItems[0]!, field.element!, `${at}[]`);
    case 'object': {
      if (!node.propertyNames) return compareGroup(node, field, at);
      // A record keyed by a fixed list (home page sections): one group of fields per key.
      const keys = node.propertyNames.enum!;
      expect(field.kind, where).toBe('object');
      expect(Object.keys(field.fields!), where).toEqual(keys);
      return keys.reduce(
        (n, k) => n + compare(node.additionalProperties as Node, field.fields![k]!, `${at}.${k}`),
        0,
      );
    }
    default:
      // Every other kind of field would be kept as it is in the file, out of the office's reach.
      throw new Error(`${where} has no field in the editor`);
  }
}

/** `compare` for a whole file's schema and its editor entry's fields. */
export const compareFile = (schema: z.ZodType, fields: Record<string, Field>, at: string) =>
  compare(jsonSchemaOf(schema), { kind: 'object', fields }, at);
