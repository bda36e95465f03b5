import { fields, type ComponentSchema } from '@keystatic/core';
import { parse } from 'yaml';
import { z } from 'zod';
import regionsYaml from '../regions.yaml?raw';
import type { EditorReference } from '../schemas/parts.ts';
import { noRegion } from '../areas/schema.ts';
import { described } from '../schemas/template.ts';
import type { EditorAscending } from '../schemas/ranges.ts';
import { ascendingField } from './ascending.ts';

type Any = z.core.$ZodType;
type Def = Any['_zod']['def'] & Record<string, unknown>;

import { labelOf } from './labels.ts';

export { labelOf };

/** An array's length rule, read from its zod checks. */
export function lengthOf(schema: Any): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const check of (schema._zod.def as Def).checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === 'min_length') length.min = def.minimum;
    if (def.check === 'max_length') length.max = def.maximum;
    if (def.check === 'length_equals') length.min = length.max = def.length;
  }
  return length;
}

/** A string's pattern (`.regex(…)`) with its message. */
function patternOf(schema: Any): { regex: RegExp; message?: string } | undefined {
  for (const check of (schema._zod.def as Def).checks ?? []) {
    const def = check._zod.def as { format?: string; pattern?: RegExp; error?: (issue: object) => unknown };
    if (def.format !== 'regex' || !def.pattern) continue;
    const message = def.error?.({});
    return { regex: def.pattern, message: typeof message === 'string' ? message : undefined };
  }
  return undefined;
}

/**
 * What a text may be in the editor: the schema's pattern and its longest length, as one pattern. A file's text may
 * show a figure as `{name}` (src/content/load.ts), which the build checks once the figure is in; the editor, which
 * sees the braces, takes a text holding one as it is.
 */
export function textRule(schema: Any, label: string, max: number | undefined) {
  const pattern = patternOf(schema);
  if (!pattern && max === undefined) return undefined;
  const length = max === undefined ? '' : `(?=[\\s\\S]{0,${max}}$)`;
  const form = pattern ? `(?:${pattern.regex.source})` : '';
  // One message for both rules (the editor cannot tell which failed): what the field takes, its longest length after.
  const longest = max === undefined ? '' : `up to ${max} characters`;
  const message = pattern
    ? `${label}: ${pattern.message ?? 'not in the expected form'}${longest ? ` (${longest})` : ''}`
    : `${label} must be no longer than ${max} characters`;
  return {
    regex: new RegExp(`^${length}${form}|\\{[A-Za-z]\\w*\\}`, pattern?.regex.flags),
    message,
  };
}

const finite = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

/** The title of an item in a list: its name, title, label, question or text. */
function itemLabel(fallback: string) {
  return (preview: object) => {
    const props = preview as { fields?: Record<string, { value?: unknown }>; value?: unknown };
    if (typeof props.value === 'string') return props.value || fallback;
    for (const key of ['name', 'title', 'label', 'question', 'claim', 'value', 'source', 'heading']) {
      const value = props.fields?.[key]?.value;
      if (typeof value === 'string' && value) return value;
    }
    return fallback;
  };
}

/** A part that may be left out, stored as an on/off switch (`optionalPart`): the schema of the part when it is there. */
function switchedPart(schema: Any): Any | undefined {
  const def = schema._zod.def as Def;
  if (def.type === 'pipe' || def.type === 'optional') return switchedPart((def.in ?? def.innerType) as Any);
  if (def.type !== 'union' || def.discriminator !== 'discriminant') return undefined;
  const on = (def.options as Any[]).map((option) => (option._zod.def as Def).shape as Record<string, Any>);
  const values = on.map((shape) => ((shape.discriminant!._zod.def as Def).values as unknown[])[0]);
  return values.length === 2 && values[0] === false && values[1] === true ? on[1]!.value : undefined;
}

/** A choice between shapes as Keystatic stores it: options `{ discriminant: 'a', value: … }`, keyed by `discriminant`. */
function choices(schema: Any): { value: string; label: string; schema: Any }[] | undefined {
  const def = schema._zod.def as Def;
  if (def.type === 'pipe') return choices(def.in as Any);
  if (def.type !== 'union' || def.discriminator !== 'discriminant' || switchedPart(schema)) return undefined;
  return (def.options as Any[]).map((option) => {
    const shape = (option._zod.def as Def).shape as Record<string, Any>;
    const value = ((shape.discriminant!._zod.def as Def).values as string[])[0]!;
    const title = (z.globalRegistry.get(option) as { title?: string } | undefined)?.title;
    return { value, label: title ?? labelOf(value), schema: shape.value! };
  });
}

interface EditorMeta {
  description?: string;
  editorImage?: { directory: string; publicPath: string; isRequired: boolean };
  editorReference?: EditorReference;
  editorDate?: boolean;
  /** The key each item of a list has its own (`uniqueBy`): the editor refuses a save that repeats one. */
  editorUnique?: string;
  editorAscending?: EditorAscending;
  /** How the editor's list names each choice of an enum (its value otherwise). */
  optionLabels?: Record<string, string>;
  /** The field's label, where its key read as words (`verifyUrl` → "Verify Url") would not be plain. */
  editorLabel?: string;
}
const metaOf = (schema: Any) => (z.globalRegistry.get(schema) as EditorMeta | undefined) ?? {};

/** The regions an area may be listed under, as the editor's pick-list (read from regions.yaml when it starts). */
function regionOptions(): { label: string; value: string }[] {
  const { regions } = parse(regionsYaml) as { regions: { id: string; name: string }[] };
  return [
    ...regions.map((r) => ({ label: r.name, value: r.id })),
    { label: 'None (London itself)', value: noRegion },
  ];
}

/** An enum's values as the editor's options, named as its `optionLabels` say. */
function enumOptions(schema: Any, meta: EditorMeta): { label: string; value: string }[] {
  const values = Object.values((schema._zod.def as Def).entries as Record<string, string>);
  return values.map((value) => ({ label: meta.optionLabels?.[value] ?? value, value }));
}

// The area files as the editor starts (the dev server starts it again when one is added or removed).
const areaFiles = import.meta.glob<string>('../areas/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The areas that have an /areas page (those with it switched on), by name: the pick-list of a review on one. */
export function areaPageOptions(
  files: Record<string, string> = areaFiles,
): { label: string; value: string }[] {
  return Object.entries(files)
    .map(([file, text]) => ({
      slug: file.replace(/^.*\/|\.yaml$/g, ''),
      area: parse(text) as { name: string; areaPage?: { discriminant?: boolean } },
    }))
    .filter(({ area }) => area.areaPage?.discriminant === true)
    .map(({ slug, area }) => ({ label: area.name, value: slug }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/** The calculator's sources: one file each in src/content/estimator-sources/, cited by their file name. */
export const estimatorSourcesCollection = 'estimatorSources';

/**
 * A field that names another entry: a pick-list of the areas (the Areas collection), of the areas with an /areas page,
 * of the regions, or the calculator's sources a figure cites (several, from their collection).
 */
function referenceField(
  reference: EditorReference,
  label: string,
  schema: Any,
  description?: string,
): ComponentSchema {
  if (reference === 'estimatorSources')
    return {
      ...fields.multiRelationship({
        label,
        description,
        collection: estimatorSourcesCollection,
        validation: { length: lengthOf(schema) },
      }),
      // Which collection it picks from, for tests/unit/editor.test.ts.
      collection: estimatorSourcesCollection,
    } as ComponentSchema;
  if (reference === 'areas')
    return fields.relationship({ label, description, collection: 'areas', validation: { isRequired: true } });
  const options = reference === 'areaPages' ? areaPageOptions() : regionOptions();
  return fields.select({ label, description, options, defaultValue: options[0]!.value });
}

/** A whole or decimal number field with the schema's limits; required unless the schema lets it be left out. */
function numberField(
  schema: Any,
  label: string,
  isRequired: boolean,
  { description, defaultValue }: { description?: string; defaultValue?: number } = {},
): ComponentSchema {
  const n = schema as unknown as z.ZodNumber;
  const validation = { isRequired, min: finite(n.minValue), max: finite(n.maxValue) };
  const options = { label, description, defaultValue, validation };
  return n.isInt ? fields.integer(options) : fields.number(options);
}

/**
 * The editor field for a zod schema, with the same rules: required, lengths, number limits, choices, list lengths.
 * A choice between shapes stored as `{ discriminant, value }` (the guides' blocks, an area's figures) becomes
 * Keystatic's conditional field, or its blocks field in a list; a part that may be left out (`optionalPart`) an on/off
 * switch. A fixed value (the business's locale) is kept as it is in the file (`fields.ignored`).
 */
export function editorField(schema: Any, label: string, outer: EditorMeta = {}): ComponentSchema {
  const def = schema._zod.def as Def;
  // What a wrapper (a default, a check) says of the field holds for the field inside it.
  const meta = { ...outer, ...metaOf(schema) };
  // A photo: an upload, stored in its folder and named in the file by its public path (`.meta({ editorImage })`).
  if (meta.editorImage) {
    const { directory, publicPath, isRequired } = meta.editorImage;
    return fields.image({
      label,
      description: meta.description,
      directory,
      publicPath,
      validation: { isRequired },
    });
  }
  if (meta.editorReference) return referenceField(meta.editorReference, label, schema, meta.description);
  // Figures that rise in order (`ascending`): one field holding them all, refusing them out of order.
  if (meta.editorAscending) {
    const shape = (def.type === 'pipe' ? ((def.in as Any)._zod.def as Def) : def).shape as Record<
      string,
      Any
    >;
    const figures = Object.fromEntries(
      Object.entries(shape).map(([key, figure]) => {
        const n = figure as unknown as z.ZodNumber;
        const figureLabel = meta.editorAscending!.labels[key] ?? labelOf(key);
        return [key, { label: figureLabel, min: finite(n.minValue), max: finite(n.maxValue) }];
      }),
    );
    return ascendingField(label, figures, meta.editorAscending.message, meta.description);
  }
  if (meta.editorDate)
    return fields.date({
      label,
      description: meta.description,
      validation: { isRequired: !(schema as unknown as z.ZodType).safeParse(null).success },
    });
  const part = switchedPart(schema);
  if (part)
    return fields.conditional(
      fields.checkbox({ label: `Show ${label.toLowerCase()}`, description: meta.description }),
      {
        true: editorField(part, label),
        false: fields.empty(),
      },
    );
  switch (def.type) {
    case 'string': {
      const s = schema as unknown as z.ZodString;
      const max = finite(s.maxLength);
      const min = finite(s.minLength) ?? 0;
      // A string without a minimum may be left blank ("not supplied yet"); any other is required.
      // A template says which `{tokens}` the page fills in (src/content/schemas/template.ts).
      return fields.text({
        label,
        description: meta.description,
        multiline: (max ?? 0) > 120,
        validation: {
          // Required where the schema refuses a blank (a minimum length, or a pattern a blank does not fit).
          isRequired: min > 0 || !(schema as unknown as z.ZodString).safeParse('').success,
          length: { min: min > 0 ? min : undefined },
          pattern: textRule(schema, label, max),
        },
      });
    }
    case 'number':
      return numberField(schema, label, true, { description: meta.description });
    case 'boolean':
      return fields.checkbox({ label, description: meta.description });
    case 'enum': {
      const options = enumOptions(schema, meta);
      return fields.select({
        label,
        description: meta.description,
        options,
        defaultValue: options[0]!.value,
      });
    }
    case 'default': {
      // A new entry starts from the schema's default (an area's order, for one).
      const inner = def.innerType as Any;
      if ((inner._zod.def as Def).type === 'number')
        return numberField(inner, label, true, { ...meta, defaultValue: def.defaultValue as number });
      return editorField(inner, label, meta);
    }
    case 'optional': {
      // An optional number may be left empty; other optional parts stay as they are in the file.
      const inner = def.innerType as Any;
      if ((inner._zod.def as Def).type !== 'number') return fields.ignored();
      return numberField(inner, label, false);
    }
    case 'pipe':
      return editorField(def.in as Any, label, meta);
    case 'union': {
      const options = choices(schema);
      if (!options) return fields.ignored();
      return fields.conditional(
        fields.select({ label, description: meta.description, options, defaultValue: options[0]!.value }),
        Object.fromEntries(options.map((o) => [o.value, editorField(o.schema, o.label)])),
      );
    }
    case 'array': {
      // Several of a fixed list (the service pages a project shows on): ticked in one list, each at most once.
      const element = def.element as Any;
      if ((element._zod.def as Def).type === 'enum')
        return fields.multiselect({
          label,
          description: meta.description,
          options: enumOptions(element, metaOf(element)),
        });
      const options = choices(def.element as Any);
      if (options)
        return fields.blocks(
          Object.fromEntries(
            options.map((o) => [
              o.value,
              { label: o.label, itemLabel: itemLabel(o.label), schema: editorField(o.schema, o.label) },
            ]),
          ),
          { label, validation: { length: lengthOf(schema) } },
        );
      return fields.array(editorField(def.element as Any, label), {
        label,
        description: meta.description,
        itemLabel: itemLabel(label),
        validation: { length: lengthOf(schema) },
        // Keystatic checks a list's slug field against every other item's before it saves; a text field is one.
        ...(meta.editorUnique ? { slugField: meta.editorUnique as never } : {}),
      });
    }
    case 'tuple': {
      const items = def.items as Any[];
      return fields.array(editorField(items[0]!, label), {
        label,
        itemLabel: itemLabel(label),
        validation: { length: { min: items.length, max: items.length } },
      });
    }
    case 'object':
      return fields.object(objectFields(schema), { label, description: meta.description });
    case 'record': {
      const names = Object.values(((def.keyType as Any)._zod.def as Def).entries as Record<string, string>);
      return fields.object(
        Object.fromEntries(names.map((k) => [k, editorField(def.valueType as Any, labelOf(k))])),
        { label },
      );
    }
    default:
      return fields.ignored();
  }
}

/** The fields of a zod object, one per key, in its order. */
export function objectFields(schema: Any, note?: string): Record<string, ComponentSchema> {
  const def = schema._zod.def as Def;
  if (def.type === 'pipe') return objectFields(def.in as Any, note);
  const entries = Object.entries(def.shape as Record<string, Any>);
  // A file's note (editor/notes.ts) opens the description of its first group or list, which shows it above its fields.
  const container = (s: Any): boolean => {
    const d = s._zod.def as Def;
    return (
      d.type === 'object' ||
      d.type === 'array' ||
      (!!d.innerType && container(d.innerType as Any)) ||
      (d.type === 'pipe' && container(d.in as Any))
    );
  };
  const noted = note ? (entries.find(([, value]) => container(value)) ?? entries[0])?.[0] : undefined;
  return Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      editorField(
        key === noted ? described(value as z.ZodType, note!) : value,
        metaOf(value).editorLabel ?? labelOf(key),
      ),
    ]),
  );
}
