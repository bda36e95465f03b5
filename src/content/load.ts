import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

/** The content files' folder; `CONTENT_DIR` points the site at another copy (the editor's browser test uses one). */
export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'src/content');

/** Checks one file's data against its schema; a violation names the file and every failing field. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(whole file)'}: ${issue.message}`,
  );
  throw new Error(`${path.relative(process.cwd(), file)} does not match its schema:\n${fields.join('\n')}`);
}

/** One YAML file of `src/content/`, checked. */
export function readYaml<S extends z.ZodType>(relativePath: string, schema: S): z.output<S> {
  const file = path.join(contentRoot, relativePath);
  return parseContent(file, schema, parse(readFileSync(file, 'utf8')));
}

/** Every YAML file of a folder of `src/content/`, checked, with its file name (without `.yaml`) as id. */
export function readYamlFolder<S extends z.ZodType>(
  folder: string,
  schema: S,
): { id: string; data: z.output<S> }[] {
  return readdirSync(path.join(contentRoot, folder))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ id: name.slice(0, -'.yaml'.length), data: readYaml(path.join(folder, name), schema) }));
}
