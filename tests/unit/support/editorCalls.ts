import { noRegion } from '../../../src/content/areas/schema.ts';
import { areaOptions, areaPageOptions } from '../../../src/content/editor/fields.ts';

/**
 * How keystatic.config.ts built each field: the Keystatic function called (`fields.text`, …) and its arguments, kept on
 * the field by tests/unit/editor-config.test.ts (which wraps `fields` to record them).
 */
export type Call = [kind: string, args: unknown[]];
export type Recorded = { __call?: Call };

type Options = {
  label?: string;
  description?: string;
  validation?: {
    isRequired?: boolean;
    length?: { min?: number; max?: number };
    min?: number;
    max?: number;
    pattern?: { regex: RegExp; message: string };
  };
  options?: { label: string; value: string }[];
  defaultValue?: unknown;
  multiline?: boolean;
  collection?: string;
  directory?: string;
  slugField?: string;
};

/** One field as it is shown to the office: where, its kind, label, rules and help text. */
export type Shown = {
  at: string;
  kind: string;
  label?: string;
  description?: string;
  options?: { label: string; value: string }[];
  line: string;
};

const range = (min?: number, max?: number) =>
  min === undefined && max === undefined ? '' : ` ${min ?? ''}–${max ?? ''}`;

/**
 * Pick-lists read from the content (the areas, the regions) are named, not listed: the business changes them in the
 * editor, so their entries are the content's, not this record's.
 */
function fromContent(options: { label: string; value: string }[]): string | undefined {
  const same = (list: object[]) => JSON.stringify(options) === JSON.stringify(list);
  if (options.at(-1)?.value === noRegion) return 'the regions';
  if (same(areaOptions())) return 'the areas';
  if (same(areaPageOptions())) return 'the areas with an /areas page';
  return undefined;
}

const optionsText = (options: { label: string; value: string }[]) =>
  ` [${fromContent(options) ?? options.map((o) => (o.label === o.value ? o.value : `${o.value}=${o.label}`)).join(', ')}]`;

function rules(o: Options): string {
  const v = o.validation ?? {};
  return [
    v.isRequired ? ' required' : '',
    v.length ? range(v.length.min, v.length.max) : '',
    range(v.min, v.max),
    v.pattern ? ` /${v.pattern.regex.source}/${v.pattern.regex.flags} "${v.pattern.message}"` : '',
    o.multiline ? ' multiline' : '',
    o.defaultValue !== undefined &&
    typeof o.defaultValue !== 'object' &&
    !(o.options && fromContent(o.options))
      ? ` =${String(o.defaultValue)}`
      : '',
    o.collection ? ` from ${o.collection}` : '',
    o.directory ? ` into ${o.directory}` : '',
    o.slugField ? ` each ${o.slugField} once` : '',
    o.options ? optionsText(o.options) : '',
  ].join('');
}

const callOf = (field: unknown): Call => {
  const call = (field as Recorded).__call;
  // A list typed in place (src/content/editor/inlineList.ts): shown as the list it stands for, in one box.
  const inline = (field as { list?: unknown }).list;
  if (inline) return ['inline', [inline]];
  if (!call)
    throw new Error('a field built without the recording fields of tests/unit/editor-config.test.ts');
  return call;
};
const labelOf = (field: unknown): string | undefined => {
  const [kind, args] = callOf(field);
  return kind === 'inline' ? labelOf(args[0]) : (args.at(-1) as Options | undefined)?.label;
};

/** Every field of an entry's fields, in order, as the office is shown it. */
export function shownFields(fields: Record<string, unknown>, at: string, out: Shown[] = []): Shown[] {
  for (const [key, field] of Object.entries(fields)) shown(field, `${at}.${key}`, out);
  return out;
}

const fieldsOf = (field: unknown) =>
  callOf(field)[0] === 'object' ? (callOf(field)[1][0] as Record<string, unknown>) : undefined;

const labelsOf = (fields: Record<string, unknown>) =>
  Object.values(fields)
    .map(labelOf)
    .filter((l): l is string => !!l);

/**
 * The labels each group of fields shows together, by where the group is: its own fields' and, for each switch or
 * choice among them, the fields of the part it shows beside them (a project's photo beside its drawing), one choice at
 * a time (several choices of one group are counted each with the group).
 */
export function labelGroups(fields: Record<string, unknown>, at: string, out: [string, string[]][] = []) {
  const labels: string[] = [];
  const parts: [string, string[]][] = [];
  for (const [key, field] of Object.entries(fields)) {
    const [kind, args] = callOf(field);
    if (kind === 'conditional') {
      labels.push(labelOf(args[0])!);
      for (const [k, value] of Object.entries(args[1] as Record<string, unknown>)) {
        const inner = fieldsOf(value);
        if (!inner) continue;
        parts.push([`${at}.${key}:${k}`, labelsOf(inner)]);
        labelGroups(inner, `${at}.${key}:${k}`, out);
      }
      continue;
    }
    const label = labelOf(field);
    if (label) labels.push(label);
    const list = kind === 'inline' ? callOf(args[0])[1][0] : kind === 'array' ? args[0] : undefined;
    const inner = fieldsOf(field) ?? (list ? fieldsOf(list) : undefined);
    if (inner) labelGroups(inner, `${at}.${key}${list ? '[]' : ''}`, out);
  }
  out.push([at, labels]);
  for (const [where, shown] of parts) out.push([`${at} with ${where}`, [...labels, ...shown]]);
  return out;
}

function shown(field: unknown, at: string, out: Shown[]): void {
  const [kind, args] = callOf(field);
  const push = (o: Options, extra: Partial<Shown> = {}) =>
    out.push({
      at,
      kind,
      label: o.label,
      description: o.description,
      options: o.options,
      ...extra,
      line: `${at}: ${kind}${o.label ? ` "${o.label}"` : ''}${rules(o)}`,
    });
  switch (kind) {
    case 'object':
      push(args[1] as Options);
      shownFields(args[0] as Record<string, unknown>, at, out);
      return;
    case 'array':
      push(args[1] as Options);
      // An item is edited in its own dialog: a group of its own fields, or the one field.
      if (callOf(args[0])[0] === 'object')
        shownFields(callOf(args[0])[1][0] as Record<string, unknown>, `${at}[]`, out);
      else shown(args[0], `${at}[]`, out);
      return;
    case 'blocks':
      push(args[1] as Options);
      for (const [k, block] of Object.entries(args[0] as Record<string, { label: string; schema: unknown }>))
        shown(block.schema, `${at}:${k}`, out);
      return;
    case 'conditional':
      shown(args[0], at, out);
      for (const [k, value] of Object.entries(args[1] as Record<string, unknown>))
        if (callOf(value)[0] === 'object')
          shownFields(callOf(value)[1][0] as Record<string, unknown>, `${at}:${k}`, out);
        else shown(value, `${at}:${k}`, out);
      return;
    case 'slug': {
      const { name, slug } = args[0] as { name: Options; slug?: Options };
      push(name);
      if (slug)
        out.push({
          at: `${at}#slug`,
          kind,
          label: slug.label,
          description: slug.description,
          line: `${at}#slug: slug "${slug.label}"${rules(slug)}`,
        });
      return;
    }
    case 'ascending': {
      type Figure = { label: string; min?: number; max?: number };
      const [label, figures, message, description] = args as [string, Record<string, Figure>, string, string];
      const list = Object.entries(figures).map(([k, f]) => `${k}=${f.label}${range(f.min, f.max)}`);
      push({ label, description }, { line: `${at}: ascending "${label}" [${list.join(', ')}] "${message}"` });
      return;
    }
    case 'inline': {
      // The list's lines as an item dialog would show them, the list itself marked as typed in place (a list of
      // groups, one a line in its own format, with that format).
      const first = out.length;
      shown(args[0], at, out);
      const format = (field as { lineFormat?: string }).lineFormat;
      out[first] = {
        ...out[first]!,
        kind,
        line: `${out[first]!.line} inline${format ? ` one a line: "${format}"` : ''}`,
      };
      return;
    }
    case 'empty':
    case 'ignored':
      out.push({ at, kind, line: `${at}: ${kind}` });
      return;
    default:
      push((args[0] ?? {}) as Options);
  }
}

/** Help text showing a `{token}`, by where it is. */
export const tokenHints = (shown: Shown[]) =>
  shown.filter((f) => /\{[A-Za-z]\w*\}/.test(f.description ?? '')).map((f) => `${f.at}: ${f.description}`);

/** A label shown twice in one group (with the part a switch or choice shows beside it), by where it is. */
export const repeatedLabels = (fields: Record<string, unknown>, at: string) =>
  labelGroups(fields, at).flatMap(([where, labels]) =>
    labels.filter((l, i) => labels.indexOf(l) !== i).map((l) => `${where}: two fields called "${l}"`),
  );

/**
 * A pick-list's choice shown as its code (a lower-case word or words joined by - or _, or run together, as
 * `acousticPvb`), by where it is.
 */
export const codedOptions = (shown: Shown[]) =>
  shown.flatMap((f) =>
    (f.options ?? [])
      .filter((o) => o.label === o.value && /^[a-z][A-Za-z0-9]*([-_][a-z0-9]+)*$/.test(o.label))
      .map((o) => `${f.at}: ${o.value}`),
  );
