import { z } from 'zod';

/**
 * A part a record may leave out, stored as the editor's on/off switch: `{ discriminant: true, value: … }` when it is
 * there, `{ discriminant: false }` when it is not. Pages read it as the part itself or `undefined`.
 */
export function optionalPart<S extends z.ZodType>(schema: S) {
  return z
    .discriminatedUnion('discriminant', [
      z.object({ discriminant: z.literal(false) }).strict(),
      z.object({ discriminant: z.literal(true), value: schema }).strict(),
    ])
    .optional()
    .transform((part) => (part && 'value' in part ? (part.value as z.output<S>) : undefined));
}

/**
 * One of several shapes, stored as the editor's choice `{ discriminant: kind, value: … }`; pages read the value.
 * Each kind's title (the editor's label for the choice) comes first.
 */
export function oneOf<const T extends Record<string, readonly [title: string, schema: z.ZodType]>>(kinds: T) {
  const options = Object.entries(kinds).map(([kind, [title, value]]) =>
    z
      .object({ discriminant: z.literal(kind), value })
      .strict()
      .meta({ title }),
  );
  return z
    .discriminatedUnion('discriminant', options as unknown as [z.ZodObject, ...z.ZodObject[]])
    .transform((choice) => choice.value as { [K in keyof T]: z.output<T[K][1]> }[keyof T]);
}
