import { createElement, type ReactElement } from 'react';
import { fields, type BasicFormField, type ComponentSchema } from '@keystatic/core';
import { fieldAlert, fieldGroup, text } from './look.ts';

type Form = BasicFormField<never>;
type Row = Record<string, unknown>;
/** A Keystatic list (`fields.array`) of a form field or of an object of form fields, as editorField builds it. */
interface ListField {
  kind: 'array';
  label: string;
  description?: string;
  element: ComponentSchema;
  validation?: { length?: { min?: number; max?: number } };
}

const button = { ...text, justifySelf: 'start', padding: '0.25rem 0.75rem', cursor: 'pointer' };

/**
 * A list whose items are typed in place instead of each in a dialog (Keystatic's lists open every item in one): a
 * list of texts in one box, one per line; a list of objects a row each, its fields side by side (a noise source's
 * name, kind, detail and reduction). The same item rules and number of items, stored in the file as the list was.
 */
export function inlineList(list: ComponentSchema): BasicFormField<never, never, unknown[]> {
  const { label, description, element, validation } = list as unknown as ListField;
  const single = element.kind === 'form';
  if (single) return Object.assign(linesField(list as unknown as ListField), { list }) as never;
  const columns = (element as unknown as { fields: Record<string, Form> }).fields;
  const keys = Object.keys(columns);
  const { min = 0, max = Infinity } = validation?.length ?? {};
  const count = () => (min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`);
  const wrongCount = (rows: Row[]) => rows.length < min || rows.length > max;
  const blank = (): Row => Object.fromEntries(keys.map((k) => [k, columns[k]!.defaultValue()]));
  const parseRow = (stored: unknown): Row =>
    Object.fromEntries(keys.map((k) => [k, columns[k]!.parse((stored as Row)?.[k] as never)]));
  const parse = (stored: unknown): Row[] => {
    if (stored === undefined || stored === null) return Array.from({ length: min }, blank);
    if (!Array.isArray(stored)) throw new Error(`${label}: must be a list`);
    return stored.map(parseRow);
  };
  const validate = (rows: Row[]): Row[] => {
    if (wrongCount(rows)) throw new Error(`${label}: ${count()} items, not ${rows.length}`);
    return rows.map((row) => Object.fromEntries(keys.map((k) => [k, columns[k]!.validate(row[k] as never)])));
  };
  const serializeRow = (row: Row) =>
    Object.fromEntries(keys.map((k) => [k, columns[k]!.serialize(row[k] as never).value]));
  const field: BasicFormField<Row[], Row[], unknown[]> = {
    kind: 'form',
    label,
    Input({ value, onChange, autoFocus, forceValidation }): ReactElement {
      const change = (i: number, row: Row) => onChange(value.map((r, j) => (j === i ? row : r)));
      const rows = value.map((row, i) =>
        createElement(
          'div',
          {
            key: i,
            role: 'group',
            'aria-label': `${label} ${i + 1}`,
            style: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' },
          },
          ...keys.map((k, c) =>
            createElement(
              'div',
              { key: k, style: { flex: '1 1 10rem', minWidth: 0 } },
              createElement(columns[k]!.Input, {
                value: row[k] as never,
                onChange: (v: unknown) => change(i, { ...row, [k]: v }),
                autoFocus: autoFocus && i === 0 && c === 0,
                forceValidation,
              }),
            ),
          ),
          value.length > min
            ? createElement(
                'button',
                {
                  type: 'button',
                  style: button,
                  'aria-label': `Remove ${label.toLowerCase()} ${i + 1}`,
                  onClick: () => onChange(value.filter((_, j) => j !== i)),
                },
                'Remove',
              )
            : null,
        ),
      );
      return fieldGroup(
        label,
        description,
        ...rows,
        value.length < max
          ? createElement(
              'button',
              { type: 'button', style: button, onClick: () => onChange([...value, blank()]) },
              `Add to ${label.toLowerCase()}`,
            )
          : null,
        forceValidation && wrongCount(value)
          ? fieldAlert(`${label}: ${count()} items, not ${value.length}`)
          : null,
      );
    },
    defaultValue: () => Array.from({ length: min }, blank),
    parse,
    serialize: (rows) => ({ value: rows.map(serializeRow) as never }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)).map(serializeRow) },
  };
  // The list it stands for, whose rules tests/unit/editor.test.ts compares with the schema's.
  return Object.assign(field, { list }) as never;
}

/**
 * A list of short texts typed in one box, one per line (streets, postcodes, highlights, paragraphs): each line checked
 * as the list's item is, blank lines left out.
 */
function linesField({
  label,
  description,
  element,
  validation,
}: ListField): BasicFormField<string, string, string[]> {
  const item = element as Form;
  const { min = 0, max = Infinity } = validation?.length ?? {};
  const many = min === max ? `${min} lines` : max === Infinity ? `at least ${min}` : `${min} to ${max} lines`;
  const box = fields.text({
    label,
    description: [description, `One per line (${many}).`].filter(Boolean).join(' '),
    multiline: true,
  });
  const filled = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const problems = (text: string) => {
    const lines = filled(text);
    const wrong = lines.flatMap((line, i) => {
      try {
        item.validate(item.parse(line as never) as never);
        return [];
      } catch (error) {
        return [`Line ${i + 1}: ${(error as Error).message}`];
      }
    });
    return lines.length < min || lines.length > max
      ? [`${label}: ${many}, not ${lines.length}`, ...wrong]
      : wrong;
  };
  const parse = (stored: unknown) => {
    if (stored === undefined || stored === null) return '';
    if (!Array.isArray(stored)) throw new Error(`${label}: must be a list`);
    return stored.join('\n');
  };
  const validate = (text: string) => {
    const wrong = problems(text);
    if (wrong.length) throw new Error(wrong.join('; '));
    return text;
  };
  return {
    kind: 'form',
    label,
    Input(props) {
      const wrong = props.forceValidation ? problems(props.value) : [];
      return createElement(
        'div',
        { style: { display: 'grid', gap: '0.5rem' } },
        createElement(box.Input, { ...props, forceValidation: false }),
        ...wrong.map((message) => createElement('div', { key: message }, fieldAlert(message))),
      );
    },
    defaultValue: () => '',
    parse,
    serialize: (text) => ({ value: filled(text) }),
    validate,
    reader: { parse: (stored) => filled(validate(parse(stored))) },
  };
}
