import { z } from 'zod';
import type { EditorReference } from '../schemas/parts.ts';
import type { EditorAscending } from '../schemas/ranges.ts';

/** What a schema's `.meta()` tells the editor (src/content/schemas/parts.ts and the files' schemas). */
export interface EditorMeta {
  title?: string;
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
  templateSlots?: string[];
}

/**
 * A zod schema as the editor reads it: zod's own JSON Schema of what a file may hold (`z.toJSONSchema`, its input
 * side: before a default is filled in or a value transformed), with the schema's metadata (`.meta()`) on each part.
 */
export interface Node extends EditorMeta {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** What the schema says when a text does not fit its pattern (`.regex(…, message)`), if it says. */
  patternMessage?: string;
  /** The pattern's flags (`i`), which JSON Schema's `pattern` leaves out. */
  patternFlags?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: string[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, Node>;
  required?: string[];
  propertyNames?: Node;
  additionalProperties?: Node | boolean;
  items?: Node | false;
  prefixItems?: Node[];
  minItems?: number;
  maxItems?: number;
  oneOf?: Node[];
}

/**
 * A text pattern's message and flags: what the schema itself answers (`safeParse`) for a text that does not fit it.
 * No message where the schema keeps zod's own wording.
 */
function patternRule(schema: z.ZodType, pattern: string): Pick<Node, 'patternMessage' | 'patternFlags'> {
  const misfit = ['\u0000', '', ' ', '~'].find((text) => !new RegExp(pattern, 'i').test(text));
  const issue =
    misfit === undefined
      ? undefined
      : schema
          .safeParse(misfit)
          .error?.issues.find((i) => i.code === 'invalid_format' && i.format === 'regex');
  if (!issue) return {};
  const flags = /\/([a-z]*)$/.exec((issue as { pattern?: string }).pattern ?? '')?.[1];
  return {
    ...(flags ? { patternFlags: flags } : {}),
    ...(issue.message.startsWith('Invalid string: must match pattern')
      ? {}
      : { patternMessage: issue.message }),
  };
}

/** A file's schema as the editor reads it (see `Node`). */
export function jsonSchemaOf(schema: z.ZodType): Node {
  return z.toJSONSchema(schema, {
    io: 'input',
    // A value worked out in code (a transform) has no JSON Schema: the editor builds its field from the input side.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema instanceof z.ZodString && typeof jsonSchema.pattern === 'string')
        Object.assign(jsonSchema, patternRule(zodSchema, jsonSchema.pattern));
    },
  }) as Node;
}

/** A choice between shapes as Keystatic stores it (`{ discriminant: kind, value }`): each kind, its title and value. */
function kinds(node: Node): { value: unknown; title?: string; schema: Node }[] | undefined {
  const options = node.oneOf;
  if (!options?.every((o) => o.properties?.discriminant?.const !== undefined)) return undefined;
  return options.map((o) => ({
    value: o.properties!.discriminant!.const,
    title: o.title,
    schema: o.properties!.value ?? { type: 'object', properties: {} },
  }));
}

/** A part that may be left out, stored as an on/off switch (`optionalPart`): the part when it is there. */
export function switchedPart(node: Node): Node | undefined {
  const both = kinds(node);
  return both?.length === 2 && both[0]!.value === false && both[1]!.value === true
    ? both[1]!.schema
    : undefined;
}

/** A choice between shapes (not an on/off switch): each kind's value, label and shape. */
export function choices(
  node: Node,
  labelOf: (value: string) => string,
): { value: string; label: string; schema: Node }[] | undefined {
  if (switchedPart(node)) return undefined;
  return kinds(node)?.map(({ value, title, schema }) => ({
    value: value as string,
    label: title ?? labelOf(value as string),
    schema,
  }));
}

/** A list's length rule (its `minItems`, `maxItems`). */
export function lengthOf(node: Node): { min?: number; max?: number } {
  return {
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
}

const finite = (n: number | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

/** A number's limits (a limit it may not reach, `.positive()`, counted as the limit, as the editor's fields take it). */
export const limitsOf = (node: Node) => ({
  min: finite(node.minimum ?? node.exclusiveMinimum),
  max: finite(node.maximum ?? node.exclusiveMaximum),
});

/** A group of named fields (an object with its own keys), not a record keyed by a list. */
export const isGroup = (node: Node) => node.type === 'object' && !node.propertyNames;

/** A list (not a fixed number of values of a table's row, `prefixItems`). */
export const isList = (node: Node) => node.type === 'array' && !node.prefixItems;
