import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { checkContent } from '../lib/checkContent.ts';
import { repeatedPhrase } from '../lib/templates.ts';

/** The content files' folder; `CONTENT_DIR` points the site at another copy (the editor's browser test uses one). */
export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'src/content');

/** Checks one file's data against its schema; a violation names the file and every failing field. */
export const parseContent = <S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> =>
  checkContent(path.relative(process.cwd(), file), schema, data);

export type Figures = Record<string, string | number>;
/** The figures a file's `{name}` tokens stand for, possibly read from the file itself. */
export type FiguresOf = Figures | ((data: unknown, file: string) => Figures);

/** Puts each figure into the text where it says `{name}`, so a figure written once shows everywhere it is used. */
function fillFigures(value: unknown, figures: Figures, file: string): unknown {
  if (typeof value === 'string') {
    const filled = value.replace(/\{(\w+)\}/g, (token, name: string) => {
      if (!(name in figures))
        throw new Error(`${file}: "${token}" is not a known figure (${Object.keys(figures).join(', ')})`);
      return String(figures[name]);
    });
    const twice = filled === value ? undefined : repeatedPhrase(filled);
    if (twice)
      throw new Error(
        `${file}: "${value}" says "${twice}" twice once its figures are filled in ("${filled}"): ` +
          'leave out the words the figure already holds',
      );
    return filled;
  }
  if (Array.isArray(value)) return value.map((item) => fillFigures(item, figures, file));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFigures(v, figures, file)]));
  return value;
}

/** Every `{name}` token a file's data holds. */
function tokensIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (Array.isArray(value)) return value.flatMap(tokensIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(tokensIn);
  return [];
}

/**
 * `figures` for a file whose other `{name}` tokens stay slots, filled later by the page that shows them
 * (`{phone}` in "Call {phone}").
 */
export const keepingSlots =
  (figures: FiguresOf): FiguresOf =>
  (data, file) => {
    const known = typeof figures === 'function' ? figures(data, file) : figures;
    const slots = Object.fromEntries(tokensIn(data).map((name) => [name, `{${name}}`]));
    return { ...slots, ...known };
  };

/** Data parsed from YAML, its `{name}` tokens replaced by `figures` (`file` names it in an error). */
function withFigures(data: unknown, file: string, figures?: FiguresOf): unknown {
  if (!figures) return data;
  const name = path.relative(process.cwd(), file);
  return fillFigures(data, typeof figures === 'function' ? figures(data, name) : figures, name);
}

/** A YAML text's data, its `{name}` tokens replaced by `figures`. */
export const prepareYaml = (text: string, file: string, figures?: FiguresOf): unknown =>
  withFigures(parse(text), file, figures);

// Each file is read and parsed once per run (a module reading part of a file first shares the parse); `npm run
// edit` runs the modules again after a save (src/integrations/contentReload.ts), which starts a new cache.
const parsed = new Map<string, unknown>();

/** One YAML file of `src/content/` as written: parsed, not checked, its `{name}` tokens not yet filled. */
export function yamlData(relativePath: string): unknown {
  const file = path.join(contentRoot, relativePath);
  if (!parsed.has(file)) parsed.set(file, parse(readFileSync(file, 'utf8')));
  return parsed.get(file);
}

/** One YAML file of `src/content/`, checked (after `figures` are put into its text). */
export function readYaml<S extends z.ZodType>(
  relativePath: string,
  schema: S,
  figures?: FiguresOf,
): z.output<S> {
  const file = path.join(contentRoot, relativePath);
  return parseContent(file, schema, withFigures(yamlData(relativePath), file, figures));
}

/**
 * Every YAML file of a folder of `src/content/`, checked, with its file name (without `.yaml`) as id; `complete`
 * adds to a file's data what it leaves to another (an area's template) before the check (`file` names it in an error).
 */
export function readYamlFolder<S extends z.ZodType>(
  folder: string,
  schema: S,
  complete: (data: unknown, file: string) => unknown = (data) => data,
): { id: string; data: z.output<S> }[] {
  return readdirSync(path.join(contentRoot, folder))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const relative = path.join(folder, name);
      const file = path.join(contentRoot, relative);
      const data = parseContent(
        file,
        schema,
        complete(yamlData(relative), path.relative(process.cwd(), file)),
      );
      return { id: name.slice(0, -'.yaml'.length), data };
    });
}
