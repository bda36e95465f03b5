import { fields, type ComponentSchema } from '@keystatic/core';
import { parse } from 'yaml';
import type { z } from 'zod';
import regionsYaml from '../regions.yaml?raw';
import servicesYaml from '../services.yaml?raw';
import { noRegion } from '../areas/schema.ts';
import { ascendingField } from './ascending.ts';
import { labelOf } from './labels.ts';
import {
  choices,
  isGroup,
  isList,
  jsonSchemaOf,
  lengthOf,
  limitsOf,
  switchedPart,
  type Node,
} from './jsonSchema.ts';

export { labelOf, lengthOf };

/**
 * What a text may be in the editor: the schema's pattern and its longest length, as one pattern. A file's text may
 * show a figure as `{name}` (src/content/load.ts), which the build checks once the figure is in; the editor, which
 * sees the braces, takes a text holding one as it is.
 */
function textRule(node: Node, label: string) {
  const max = limitsOfText(node).max;
  const pattern = node.pattern;
  if (pattern === undefined && max === undefined) return undefined;
  const length = max === undefined ? '' : `(?=[\\s\\S]{0,${max}}$)`;
  const form = pattern === undefined ? '' : `(?:${pattern})`;
  // One message for both rules (the editor cannot tell which failed): what the field takes, its longest length after.
  const longest = max === undefined ? '' : `up to ${max} characters`;
  const message =
    pattern === undefined
      ? `${label} must be no longer than ${max} characters`
      : `${label}: ${node.patternMessage ?? 'not in the expected form'}${longest ? ` (${longest})` : ''}`;
  return { regex: new RegExp(`^${length}${form}|\\{[A-Za-z]\\w*\\}`, node.patternFlags), message };
}

const finiteLength = (n: number | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && n < Number.MAX_SAFE_INTEGER ? n : undefined;
const limitsOfText = (node: Node) => ({
  min: finiteLength(node.minLength),
  max: finiteLength(node.maxLength),
});

/**
 * The title of an item in a list: its name, title, label, question or text; a review written for the site (its source
 * "sample") says so first, "Sample review: Daniel R.", so the office sees which reviews are samples.
 */
export function itemLabel(fallback: string) {
  return (preview: object) => {
    const props = preview as {
      fields?: Record<string, { value?: unknown; discriminant?: unknown }>;
      value?: unknown;
    };
    if (typeof props.value === 'string') return props.value || fallback;
    const sample = props.fields?.source?.discriminant === 'sample' ? 'Sample review: ' : '';
    for (const key of ['name', 'title', 'label', 'question', 'claim', 'value', 'source', 'heading']) {
      const value = props.fields?.[key]?.value;
      if (typeof value === 'string' && value) return `${sample}${value}`;
    }
    return `${sample}${fallback}`;
  };
}

/** The regions an area may be listed under, as the editor's pick-list (read from regions.yaml when it starts). */
/** The services, by title, in services.yaml's order: the pick-list of a field that names one (a project's service). */
export function serviceOptions(yaml: string = servicesYaml): { label: string; value: string }[] {
  const { services } = parse(yaml) as { services: { slug: string; title: string }[] };
  return services.map((s) => ({ label: s.title, value: s.slug }));
}

function regionOptions(): { label: string; value: string }[] {
  const { regions } = parse(regionsYaml) as { regions: { id: string; name: string }[] };
  return [
    ...regions.map((r) => ({ label: r.name, value: r.id })),
    { label: 'None (London itself)', value: noRegion },
  ];
}

/** Words the editor writes in capitals where they name a choice (`acousticPvb` → "Acoustic PVB"). */
const capitals: Record<string, string> = { pvb: 'PVB' };

/** A choice's code as words (`residential-secondary-glazing` → "Residential secondary glazing"); other values as they are. */
export function optionWords(value: string): string {
  if (!/^[a-z][A-Za-z0-9]*([-_][A-Za-z0-9]+)*$/.test(value)) return value;
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_ ]/)
    .map((word) => capitals[word.toLowerCase()] ?? word.toLowerCase());
  return words.join(' ').replace(/^./, (c) => c.toUpperCase());
}

/** An enum's values as the editor's options, named as its `optionLabels` say, or its codes as words. */
function enumOptions(node: Node): { label: string; value: string }[] {
  return node.enum!.map((value) => ({ label: node.optionLabels?.[value] ?? optionWords(value), value }));
}

// The area files as the editor starts (the dev server starts it again when one is added or removed).
const areaFiles = import.meta.glob<string>('../areas/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

type ParsedArea = { slug: string; area: { name: string; areaPage?: { discriminant?: boolean } } };
const parsed = new WeakMap<Record<string, string>, ParsedArea[]>();

/** The area files read once (each pick-list of areas is built from them). */
function parsedAreas(files: Record<string, string>): ParsedArea[] {
  if (!parsed.has(files))
    parsed.set(
      files,
      Object.entries(files).map(([file, text]) => ({
        slug: file.replace(/^.*\/|\.yaml$/g, ''),
        area: parse(text) as ParsedArea['area'],
      })),
    );
  return parsed.get(files)!;
}

/**
 * The areas, by name, as a pick-list (an area is named in a file by its file name, which the office never needs to
 * see); `withPage`: only those with an /areas page switched on, the pick-list of a review on one.
 */
export function areaOptions(
  { withPage = false } = {},
  files: Record<string, string> = areaFiles,
): { label: string; value: string }[] {
  return parsedAreas(files)
    .filter(({ area }) => !withPage || area.areaPage?.discriminant === true)
    .map(({ slug, area }) => ({ label: area.name, value: slug }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/** The areas that have an /areas page (those with it switched on), by name: the pick-list of a review on one. */
export const areaPageOptions = (files: Record<string, string> = areaFiles) =>
  areaOptions({ withPage: true }, files);

/** The calculator's sources: one file each in src/content/estimator-sources/, cited by their file name. */
export const estimatorSourcesCollection = 'estimatorSources';

/**
 * A field that names another entry: a pick-list of the areas by name, of the areas with an /areas page, of the
 * regions, or the calculator's sources a figure cites (several, from their collection).
 */
function referenceField(node: Node, label: string): ComponentSchema {
  const { editorReference: reference, description } = node;
  if (reference === 'estimatorSources')
    return {
      ...fields.multiRelationship({
        label,
        description,
        collection: estimatorSourcesCollection,
        validation: { length: lengthOf(node) },
      }),
      // Which collection it picks from, for tests/unit/editor.test.ts.
      collection: estimatorSourcesCollection,
    } as ComponentSchema;
  const options = {
    areas: areaOptions,
    areaPages: areaPageOptions,
    regions: regionOptions,
    services: serviceOptions,
  }[reference!]();
  return fields.select({ label, description, options, defaultValue: options[0]!.value });
}

/** A whole or decimal number field with the schema's limits; required unless the schema lets it be left out. */
function numberField(
  node: Node,
  label: string,
  isRequired: boolean,
  { description, defaultValue }: { description?: string; defaultValue?: number } = {},
): ComponentSchema {
  const options = { label, description, defaultValue, validation: { isRequired, ...limitsOf(node) } };
  return node.type === 'integer' ? fields.integer(options) : fields.number(options);
}

/** A text field with the schema's limits and pattern; required where the schema refuses a blank. */
function textField(node: Node, label: string): ComponentSchema {
  const { min = 0, max } = limitsOfText(node);
  const blankFits = node.pattern === undefined || new RegExp(node.pattern, node.patternFlags).test('');
  // A template's hint says in words which names in curly brackets the page fills in (src/content/schemas/template.ts).
  return fields.text({
    label,
    description: node.description,
    multiline: (max ?? 0) > 120,
    validation: {
      isRequired: min > 0 || !blankFits,
      length: { min: min > 0 ? min : undefined },
      pattern: textRule(node, label),
    },
  });
}

/** A list: ticked choices of a fixed list, blocks of several kinds, or items of one shape. */
function listField(node: Node, label: string): ComponentSchema {
  const element = node.items as Node;
  const length = lengthOf(node);
  // Several of a fixed list (the service pages a project shows on): ticked in one list, each at most once.
  if (element.enum)
    return fields.multiselect({ label, description: node.description, options: enumOptions(element) });
  // Several services, by slug: ticked in the list of the services services.yaml holds now.
  if (element.editorReference === 'services')
    return fields.multiselect({ label, description: node.description, options: serviceOptions() });
  const options = choices(element, labelOf);
  if (options)
    return fields.blocks(
      Object.fromEntries(
        options.map((o) => [
          o.value,
          { label: o.label, itemLabel: itemLabel(o.label), schema: editorField(o.schema, o.label) },
        ]),
      ),
      { label, validation: { length } },
    );
  return fields.array(editorField(element, label), {
    label,
    description: node.description,
    itemLabel: itemLabel(label),
    validation: { length },
    // Keystatic checks a list's slug field against every other item's before it saves; a text field is one.
    ...(node.editorUnique ? { slugField: node.editorUnique as never } : {}),
  });
}

/**
 * The editor field for a part of a file (its JSON Schema with its metadata: `jsonSchemaOf`), with the same rules:
 * required, lengths, number limits, choices, list lengths. A choice between shapes stored as `{ discriminant, value }`
 * (the guides' blocks, an area's figures) becomes Keystatic's conditional field, or its blocks field in a list; a part
 * that may be left out (`optionalPart`) an on/off switch. A part the file may leave out (`optional` below) or a fixed
 * value (the business's locale) is kept as it is in the file (`fields.ignored`), an optional number excepted.
 */
export function editorField(node: Node, label: string, optional = false): ComponentSchema {
  const { description } = node;
  // A photo: an upload, stored in its folder and named in the file by its public path (`.meta({ editorImage })`).
  if (node.editorImage) {
    const { directory, publicPath, isRequired } = node.editorImage;
    return fields.image({ label, description, directory, publicPath, validation: { isRequired } });
  }
  if (node.editorReference) return referenceField(node, label);
  // Figures that rise in order (`ascending`): one field holding them all, refusing them out of order.
  if (node.editorAscending) {
    const { labels, message } = node.editorAscending;
    const figures = Object.fromEntries(
      Object.entries(node.properties!).map(([key, figure]) => [
        key,
        { label: labels[key] ?? labelOf(key), ...limitsOf(figure) },
      ]),
    );
    return ascendingField(label, figures, message, description);
  }
  if (node.editorDate) return fields.date({ label, description, validation: { isRequired: true } });
  const part = switchedPart(node);
  if (part)
    return fields.conditional(fields.checkbox({ label: `Show ${label.toLowerCase()}`, description }), {
      true: editorField(part, label),
      false: fields.empty(),
    });
  const number = node.type === 'number' || node.type === 'integer';
  // An optional number may be left empty; other optional parts stay as they are in the file.
  if (optional) return number ? numberField(node, label, false) : fields.ignored();
  if (node.const !== undefined) return fields.ignored();
  if (node.enum) {
    const options = enumOptions(node);
    return fields.select({ label, description, options, defaultValue: options[0]!.value });
  }
  if (node.oneOf) {
    const options = choices(node, labelOf);
    if (!options) return fields.ignored();
    return fields.conditional(
      fields.select({ label, description, options, defaultValue: options[0]!.value }),
      Object.fromEntries(options.map((o) => [o.value, editorField(o.schema, o.label)])),
    );
  }
  switch (node.type) {
    case 'string':
      return textField(node, label);
    case 'number':
    case 'integer':
      // A new entry starts from the schema's default (an area's order, for one).
      return numberField(node, label, true, {
        description,
        defaultValue: node.default as number | undefined,
      });
    case 'boolean':
      return fields.checkbox({ label, description });
    case 'array': {
      if (isList(node)) return listField(node, label);
      // A fixed number of values (a table row's cells).
      const items = node.prefixItems!;
      return fields.array(editorField(items[0]!, label), {
        label,
        itemLabel: itemLabel(label),
        validation: { length: { min: items.length, max: items.length } },
      });
    }
    case 'object': {
      if (isGroup(node)) return fields.object(groupFields(node), { label, description });
      // A record keyed by a fixed list (the home page's sections): one group of fields per key.
      const value = node.additionalProperties as Node;
      return fields.object(
        Object.fromEntries(node.propertyNames!.enum!.map((k) => [k, editorField(value, labelOf(k))])),
        { label },
      );
    }
    default:
      return fields.ignored();
  }
}

/**
 * The fields of a group, one per key, in its order. A file's note (editor/notes.ts) opens the description of its first
 * group or list, which shows it above its fields.
 */
function groupFields(node: Node, note?: string): Record<string, ComponentSchema> {
  const entries = Object.entries(node.properties ?? {});
  const noted = note
    ? (entries.find(([, value]) => isGroup(value) || isList(value)) ?? entries[0])?.[0]
    : undefined;
  const required = new Set(node.required ?? []);
  return Object.fromEntries(
    entries.map(([key, value]) => {
      const part =
        key === noted
          ? { ...value, description: value.description ? `${note} ${value.description}` : note }
          : value;
      const optional = !required.has(key) && !('default' in value);
      return [key, editorField(part, value.editorLabel ?? labelOf(key), optional)];
    }),
  );
}

/** The editor's fields of a file's schema (the zod object the build checks it with), one per key, in its order. */
export function objectFields(schema: z.ZodType, note?: string): Record<string, ComponentSchema> {
  return groupFields(jsonSchemaOf(schema), note);
}
