import { describe, expect, it } from 'vitest';
import { z as zod, type z } from 'zod';
import keystatic from '../../keystatic.config.ts';
import {
  areaSchema,
  collectionName,
  contentSchemas,
  type ContentFile,
} from '../../src/content/schemas/index.ts';
import { lengthOf } from '../../src/content/editor/fields.ts';
import { businessFileSchema } from '../../src/config/site.ts';

type Field = {
  kind: string;
  formKind?: string;
  directory?: string;
  validate?: (value: unknown) => unknown;
  options?: { value: string }[];
  fields?: Record<string, Field>;
  element?: Field;
  validation?: { length?: { min?: number; max?: number } };
};
type Any = z.core.$ZodType;
type Def = { type: string; shape?: Record<string, Any>; element?: Any; items?: Any[]; entries?: object };

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
  const image = (zod.globalRegistry.get(schema) as { editorImage?: { directory: string } } | undefined)
    ?.editorImage;
  if (image) {
    // A photo is an upload into its folder.
    expect(field.formKind, where).toBe('asset');
    expect(field.directory, where).toBe(image.directory);
    return 1;
  }
  switch (def.type) {
    case 'string': {
      const s = schema as unknown as z.ZodString;
      const max = s.maxLength ?? undefined;
      const min = s.minLength ?? 0;
      expect(passes(field, ''), `${where} is required unless it may be blank`).toBe(min === 0);
      if (max) {
        expect(passes(field, 'x'.repeat(max)), `${where} takes ${max} characters`).toBe(true);
        expect(passes(field, 'x'.repeat(max + 1)), `${where} refuses ${max + 1}`).toBe(false);
      }
      if (min > 1) expect(passes(field, 'x'.repeat(min - 1)), `${where} refuses ${min - 1}`).toBe(false);
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
      expect(field.kind, where).toBe('array');
      expect(field.validation?.length, where).toEqual(lengthOf(schema));
      return 1 + compare(def.element!, field.element!, `${at}[]`);
    case 'tuple':
      expect(field.kind, where).toBe('array');
      expect(field.validation?.length, where).toEqual({ min: def.items!.length, max: def.items!.length });
      return 1 + compare(def.items![0]!, field.element!, `${at}[]`);
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
      if ((inner._zod.def as unknown as Def).type !== 'number') return 0;
      expect(passes(field, null), `${where} may be left empty`).toBe(true);
      return compare(inner, field, at);
    }
    default:
      return 0;
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
    expect(business.path).toBe('src/content/business');
    expect(business.format.data).toBe('json');
    expect(
      compare(businessFileSchema, { kind: 'object', fields: business.schema }, 'business'),
    ).toBeGreaterThan(20);
  });

  it('areas: one file per area, its fields keeping the schema rules', () => {
    const areas = keystatic.collections!.areas as unknown as { path: string; schema: Record<string, Field> };
    expect(areas.path).toBe('src/content/areas/*');
    const { name, ...rest } = areas.schema;
    expect(name).toBeDefined();
    const { name: _name, ...shape } = (areaSchema._zod.def as unknown as Def).shape!;
    for (const [key, schema] of Object.entries(shape)) compare(schema, rest[key]!, `areas.${key}`);
  });

  it('would notice a field whose rule drifted from the schema', async () => {
    const { fields } = await import('@keystatic/core');
    const { z } = await import('zod');
    const drifted = fields.text({ label: 'Name', validation: { isRequired: true, length: { max: 40 } } });
    expect(() => compare(z.string().min(3).max(30), drifted as unknown as Field, 'name')).toThrow(
      /refuses 31/,
    );
  });
});
