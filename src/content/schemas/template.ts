import { z } from '../../config/zod.ts';

const token = /\{(\w+)\}/g;

/** The `{name}` tokens a template uses, in order. */
export const tokensOf = (text: string) => [...text.matchAll(token)].map((match) => match[1]!);

/**
 * A sentence of content with named `{tokens}` the page fills in (a figure it computes, a name, a link). Only the
 * listed tokens may appear: any other fails the build, naming the file and the field. Browser-safe.
 */
export function template(tokens: readonly string[], length: { min: number; max: number }) {
  const known = tokens.map((name) => `{${name}}`).join(', ');
  return z
    .string()
    .min(length.min)
    .max(length.max)
    .superRefine((text, ctx) => {
      for (const name of tokensOf(text)) {
        if (!tokens.includes(name))
          ctx.addIssue({ code: 'custom', message: `unknown token {${name}}; this text may use ${known}` });
      }
    })
    .meta({ description: `The page fills in ${known}: keep the braces.` });
}

/**
 * A template's pieces, each `{token}` replaced by its value. Words and values stay separate pieces, so a page shows
 * the words exactly as the content file has them, beside the figures it computed.
 */
export function fillParts<V>(text: string, values: Record<string, V>): (string | V)[] {
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (name === undefined) return piece;
      if (!Object.hasOwn(values, name)) throw new Error(`"${text}": no value for {${name}}`);
      return values[name]!;
    });
}

/** A template as one string, e.g. for an attribute or a message sent on. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  fillParts(text, values).join('');
