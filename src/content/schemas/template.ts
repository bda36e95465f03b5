import { z } from '../../config/zod.ts';
import { slotsOf } from '../../lib/templates.ts';

/**
 * A sentence of content with named `{slots}` the page fills in (a figure it computes, a name, a link). Only the
 * listed slots may appear: any other fails the build, naming the file and the field. Browser-safe.
 */
export function template(slots: readonly string[], length: { min: number; max: number }) {
  const known = slots.map((name) => `{${name}}`).join(', ');
  const text = z
    .string()
    .min(length.min)
    .max(length.max)
    .superRefine((text, ctx) => {
      for (const name of slotsOf(text)) {
        if (!slots.includes(name))
          ctx.addIssue({
            code: 'custom',
            message: slots.length
              ? `unknown token {${name}}; this text may use ${known}`
              : `unknown token {${name}}; this text has no tokens`,
          });
      }
    });
  return slots.length ? text.meta({ description: `The page fills in ${known}: keep the braces.` }) : text;
}

/** The schema with `text` put before what its editor field already says of it (its slots, its limits). */
export function described<S extends z.ZodType>(schema: S, text: string): S {
  const meta = (z.globalRegistry.get(schema) ?? {}) as { description?: string };
  return schema.meta({ ...meta, description: meta.description ? `${text} ${meta.description}` : text }) as S;
}
