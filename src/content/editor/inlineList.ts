import { createElement, type ReactElement } from 'react';
import type { BasicFormField, ComponentSchema } from '@keystatic/core';
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

const button = { ...text, alignSelf: 'start', padding: '0.25rem 0.75rem', cursor: 'pointer' };

/**
 * A list whose items are typed in place, each on its own row, instead of each in a dialog (Keystatic's lists open
 * every item in one): the same item fields, the same number of items, stored in the file as the list was. A row of
 * an object shows its fields side by side (a noise source's name, kind, detail and reduction).
 */
export function inlineList(list: ComponentSchema): BasicFormField<Row[], Row[], unknown[]> {
  const { label, description, element, validation } = list as unknown as ListField;
  const single = element.kind === 'form';
  const columns = (
    single ? { value: element } : (element as unknown as { fields: Record<string, Form> }).fields
  ) as Record<string, Form>;
  const keys = Object.keys(columns);
  const { min = 0, max = Infinity } = validation?.length ?? {};
  const count = () => (min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`);
  const wrongCount = (rows: Row[]) => rows.length < min || rows.length > max;
  const blank = (): Row => Object.fromEntries(keys.map((k) => [k, columns[k]!.defaultValue()]));
  const parseRow = (stored: unknown): Row =>
    Object.fromEntries(
      keys.map((k) => [k, columns[k]!.parse((single ? stored : (stored as Row)?.[k]) as never)]),
    );
  const parse = (stored: unknown): Row[] => {
    if (stored === undefined || stored === null) return Array.from({ length: min }, blank);
    if (!Array.isArray(stored)) throw new Error(`${label}: must be a list`);
    return stored.map(parseRow);
  };
  const validate = (rows: Row[]): Row[] => {
    if (wrongCount(rows)) throw new Error(`${label}: ${count()} items, not ${rows.length}`);
    return rows.map((row) => Object.fromEntries(keys.map((k) => [k, columns[k]!.validate(row[k] as never)])));
  };
  const serializeRow = (row: Row) => {
    const stored = Object.fromEntries(keys.map((k) => [k, columns[k]!.serialize(row[k] as never).value]));
    return single ? stored.value : stored;
  };
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
              { key: k, style: { flex: single ? '1 1 100%' : '1 1 10rem', minWidth: 0 } },
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
  return Object.assign(field, { list });
}
