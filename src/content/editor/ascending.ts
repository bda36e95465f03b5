import { createElement } from 'react';
import { fields, type BasicFormField } from '@keystatic/core';
import { fallsOutOfOrder } from '../schemas/ranges.ts';
import { fieldAlert, fieldGroup } from './look.ts';

type Figures = Record<string, number | null>;
export type AscendingFigure = { label: string; min?: number; max?: number; description?: string };

/**
 * Figures that never fall in the order given (plain glass ≤ PVB ≤ acoustic PVB), as one editor field: each figure a
 * number field with its limits, and a save with the figures out of order refused with `message`, as the build refuses
 * it (`ascending` in src/content/schemas/ranges.ts). Stored as one object, `{ none: 0.03, pvb: 0.08, … }`.
 */
export function ascendingField(
  label: string,
  figures: Record<string, AscendingFigure>,
  message: string,
  description?: string,
): BasicFormField<Figures, Record<string, number>> {
  const keys = Object.keys(figures);
  const numbers = Object.fromEntries(
    Object.entries(figures).map(([key, f]) => [
      key,
      fields.number({
        label: f.label,
        description: f.description,
        validation: { isRequired: true, min: f.min, max: f.max },
      }),
    ]),
  );
  const outOfOrder = (value: Figures) => fallsOutOfOrder(keys, value);
  const parse = (stored: unknown): Figures => {
    if (stored === undefined) return Object.fromEntries(keys.map((k) => [k, null]));
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
      throw new Error(`${label}: must be the figures ${keys.join(', ')}`);
    const given = stored as Record<string, unknown>;
    const unknown = Object.keys(given).filter((k) => !keys.includes(k));
    if (unknown.length) throw new Error(`${label}: no figure called ${unknown.join(', ')}`);
    return Object.fromEntries(keys.map((k) => [k, numbers[k]!.parse(given[k] as never)]));
  };
  const validate = (value: Figures): Record<string, number> => {
    for (const key of keys) numbers[key]!.validate(value[key] ?? null);
    if (outOfOrder(value)) throw new Error(message);
    return value as Record<string, number>;
  };
  return {
    kind: 'form',
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const wrong = forceValidation && outOfOrder(value);
      return fieldGroup(
        label,
        description,
        ...keys.map((key, i) =>
          createElement(numbers[key]!.Input, {
            key,
            value: value[key] ?? null,
            onChange: (figure: number | null) => onChange({ ...value, [key]: figure }),
            autoFocus: autoFocus && i === 0,
            forceValidation,
          }),
        ),
        wrong ? fieldAlert(message) : null,
      );
    },
    defaultValue: () => Object.fromEntries(keys.map((k) => [k, null])),
    parse,
    serialize: (value) => ({
      value: Object.fromEntries(keys.filter((k) => value[k] !== null).map((k) => [k, value[k]!])),
    }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}
