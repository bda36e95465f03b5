import { createElement } from 'react';
import { fields, type BasicFormField, type ComponentSchema } from '@keystatic/core';
import { fieldAlert } from './look.ts';
import { noiseLine, noiseLineFormat, noiseLineHint, readNoiseLine } from './noiseSourceLines.ts';

type Form = BasicFormField<never>;
/** A Keystatic list (`fields.array`) of a form field or of an object of form fields, as editorField builds it. */
interface ListField {
  kind: 'array';
  label: string;
  description?: string;
  element: ComponentSchema;
  validation?: { length?: { min?: number; max?: number } };
}

/** How the items of a list are typed, one a line: what a line holds (or what is wrong with it), and back. */
interface Lines {
  /** The line's item as the file stores it; throws what is wrong with the line. */
  read: (line: string) => unknown;
  /** A stored item as its line. */
  write: (stored: unknown) => string;
  /** The line's item as well as it can be read, for a value the editor holds but has not checked. */
  store: (line: string) => unknown;
  /** What a line holds, in words, under the list's own help text. */
  hint?: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A list whose items are typed in place instead of each in a dialog (Keystatic's lists open every item in one): a
 * list of texts in one box, one per line (streets, postcodes, highlights, paragraphs), each line checked as the list's
 * item is. The same item rules and number of items, stored in the file as the list was.
 */
export function inlineList(list: ComponentSchema): BasicFormField<never, never, unknown[]> {
  const { label, element } = list as unknown as ListField;
  if (element.kind !== 'form') throw new Error(`${label}: a list of groups needs its own line format`);
  const item = element as Form;
  const lines: Lines = {
    read: (line) => item.validate(item.parse(line as never) as never),
    write: (stored) => stored as string,
    store: (line) => line,
  };
  // The list it stands for, whose rules tests/unit/editor.test.ts compares with the schema's.
  return Object.assign(linesField(list as unknown as ListField, lines), { list }) as never;
}

/**
 * An area's noise sources typed in one box, one a line: `Name — what it is — 70% — rail` (src/content/editor/
 * noiseSourceLines.ts), each part checked by its field's rules (the schema's) and stored as the list's items are.
 */
export function noiseSourceList(list: ComponentSchema): BasicFormField<never, never, unknown[]> {
  const { label, element } = list as unknown as ListField;
  const columns = (element as unknown as { fields: Record<string, Form> }).fields;
  const kind = columns.kind as unknown as Form & { options: { value: string }[]; defaultValue: () => string };
  const kinds = kind.options.map((o) => o.value);
  const keys = Object.keys(columns);
  if (keys.join() !== 'name,kind,detail,reduction') throw new Error(`${label}: not a list of noise sources`);
  const stored = (source: Partial<Record<string, unknown>>) =>
    Object.fromEntries(keys.map((k) => [k, columns[k]!.serialize(source[k] as never).value]));
  const lines: Lines = {
    read: (line) => {
      const source = readNoiseLine(line, kinds, kind.defaultValue());
      // Each part by its field's rules, as a row of fields would check it ("Reduction must be at most 90").
      const checked = Object.fromEntries(
        keys.map((k) => [
          k,
          columns[k]!.validate(columns[k]!.parse(source[k as keyof typeof source] as never)),
        ]),
      );
      return stored(checked);
    },
    write: (source) => noiseLine(source as Parameters<typeof noiseLine>[0]),
    store: (line) => {
      try {
        return stored({ ...readNoiseLine(line, kinds, kind.defaultValue()) });
      } catch {
        return stored({ name: line.trim(), kind: kind.defaultValue() });
      }
    },
    hint: noiseLineHint(kinds, kind.defaultValue()),
  };
  return Object.assign(linesField(list as unknown as ListField, lines), {
    list,
    // The line's format, recorded with the field (tests/unit/__snapshots__/editor-fields.txt).
    lineFormat: noiseLineFormat,
  }) as never;
}

/**
 * A list typed in one box, one item per line: each line read and checked as the list's item is, a line it refuses
 * named by its number ("Line 3: …"), blank lines left out.
 */
function linesField(
  { label, description, validation }: ListField,
  lines: Lines,
): BasicFormField<string, string, unknown[]> {
  const { min = 0, max = Infinity } = validation?.length ?? {};
  const many = min === max ? `${min} lines` : max === Infinity ? `at least ${min}` : `${min} to ${max} lines`;
  const help = [description, `One per line (${many}).`, lines.hint].filter(Boolean).join(' ');
  const box = fields.text({ label, description: help, multiline: true });
  const filled = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const problems = (text: string) => {
    const all = filled(text);
    const wrong = all.flatMap((line, i) => {
      try {
        lines.read(line);
        return [];
      } catch (error) {
        return [`Line ${i + 1}: ${message(error)}`];
      }
    });
    return all.length < min || all.length > max ? [`${label}: ${many}, not ${all.length}`, ...wrong] : wrong;
  };
  const parse = (stored: unknown) => {
    if (stored === undefined || stored === null) return '';
    if (!Array.isArray(stored)) throw new Error(`${label}: must be a list`);
    return stored.map(lines.write).join('\n');
  };
  const validate = (text: string) => {
    const wrong = problems(text);
    if (wrong.length) throw new Error(wrong.join('; '));
    return text;
  };
  const field: BasicFormField<string, string, unknown[]> = {
    kind: 'form',
    label,
    Input(props) {
      const wrong = props.forceValidation ? problems(props.value) : [];
      return createElement(
        'div',
        { style: { display: 'grid', gap: '0.5rem' } },
        createElement(box.Input, { ...props, forceValidation: false }),
        ...wrong.map((problem) => createElement('div', { key: problem }, fieldAlert(problem))),
      );
    },
    defaultValue: () => '',
    parse,
    serialize: (text) => ({ value: filled(text).map(lines.store) as never }),
    validate,
    reader: { parse: (stored) => filled(validate(parse(stored))).map(lines.read) },
  };
  // The help text the box shows, for tests/unit/noiseSourceLines.test.ts.
  return Object.assign(field, { description: help });
}
