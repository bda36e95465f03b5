import { z } from '../../config/zod.ts';
import { slotsOf } from '../../lib/templates.ts';

/** What is wrong with each `{name}` a text uses that is not one of `slots` (none: the text is fine). */
export function unknownSlots(text: string, slots: readonly string[]): string[] {
  const known = slots.map((name) => `{${name}}`).join(', ');
  return slotsOf(text)
    .filter((name) => !slots.includes(name))
    .map((name) =>
      slots.length
        ? `unknown token {${name}}; this text may use ${known}`
        : `unknown token {${name}}; this text has no tokens`,
    );
}

/**
 * A sentence of content with named `{slots}` the page fills in (a figure it computes, a name, a link). Only the
 * listed slots may appear: any other fails the build, naming the file and the field. Browser-safe.
 */
export function template(slots: readonly string[], length: { min: number; max: number }) {
  // The editor's hint names them in words: a `{token}` in help text is one more code to decode.
  const names = slots.join(', ');
  const text = z
    .string()
    .min(length.min)
    .max(length.max)
    .superRefine((text, ctx) => {
      for (const message of unknownSlots(text, slots)) ctx.addIssue({ code: 'custom', message });
    });
  // `templateSlots`: the editor takes any {token} (a file's own figures are filled in before the build checks it), so
  // an unknown one is refused by the build alone, naming the file and field (tests/unit/editor.test.ts lists such rules).
  return text.meta({
    templateSlots: [...slots],
    ...(slots.length
      ? {
          description: `The page fills in each name in curly brackets (here: ${names}): keep them as they are.`,
        }
      : {}),
  });
}

/** The schema with `text` put before what its editor field already says of it (its slots, its limits). */
export function described<S extends z.ZodType>(schema: S, text: string): S {
  const meta = (z.globalRegistry.get(schema) ?? {}) as { description?: string };
  return schema.meta({ ...meta, description: meta.description ? `${text} ${meta.description}` : text }) as S;
}
