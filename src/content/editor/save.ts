// What the editor (`npm run edit`) writes when it saves an entry, worked out with Keystatic's own code: the browser
// editor's parse and serialize functions and its YAML writer (js-yaml's `dump`, default options) or
// `JSON.stringify(data, null, 2)`. The content files are kept in this layout (tests/unit/content-layout.test.ts), so a
// save changes only the lines it changes; scripts/content-layout.ts rewrites them in it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Schema = Record<string, unknown>;
type Field = { formKind?: string; parse: (value: unknown, args?: unknown) => unknown; [k: string]: unknown };
type Entry = { schema: Schema; path: string; format?: { data?: string }; slugField?: string };
type Config = { collections?: Record<string, Entry>; singletons?: Record<string, Entry> };

/** One file the editor writes: the entry it holds, where, and in which format. */
export interface EditorFile {
  /** The file, relative to the project: `src/content/plans.yaml`, `src/content/areas/putney.yaml`. */
  file: string;
  format: 'yaml' | 'json';
  schema: Schema;
  /** A collection entry's slug field and slug (its file name). */
  slug?: { field: string; value: string };
}

/** A file the save writes besides the entry's own (a photo uploaded into a field). */
export interface SavedFile {
  file: string;
  contents: Uint8Array;
}

/** Every file the editor manages: each singleton's, and each entry of each collection under `root`. */
export function editorFiles(config: Config, root = '.'): EditorFile[] {
  const format = (entry: Entry): EditorFile['format'] => (entry.format?.data === 'json' ? 'json' : 'yaml');
  const singletons = Object.values(config.singletons ?? {}).map((entry) => ({
    file: `${entry.path}.${format(entry)}`,
    format: format(entry),
    schema: entry.schema,
  }));
  const collections = Object.values(config.collections ?? {}).flatMap((entry) => {
    const folder = entry.path.replace(/\/\*$/, '');
    const extension = `.${format(entry)}`;
    return readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => ({
        file: `${folder}/${name}`,
        format: format(entry),
        schema: entry.schema,
        slug: { field: entry.slugField!, value: name.slice(0, -extension.length) },
      }));
  });
  return [...singletons, ...collections];
}

interface Keystatic {
  parseProps: (...args: unknown[]) => unknown;
  serializeProps: (...args: unknown[]) => {
    value: unknown;
    extraFiles: { path: string; contents: Uint8Array; parent?: string }[];
  };
  load: (text: string) => unknown;
  dump: (data: unknown) => string;
}

let keystatic: Promise<Keystatic> | undefined;

/** The browser editor's own functions: its bundle names the chunk they live in, and js-yaml, its YAML library. */
function keystaticCode(): Promise<Keystatic> {
  keystatic ??= (async (): Promise<Keystatic> => {
    const require = createRequire(import.meta.url);
    const ui = path.join(
      path.dirname(require.resolve('@keystatic/core/package.json')),
      'dist/keystatic-core-ui.js',
    );
    const bundle = readFileSync(ui, 'utf8');
    const imported = (name: string) => {
      const line = bundle.match(
        new RegExp(`import \\{([^}]*\\b(\\w+) as ${name}\\b[^}]*)\\} from '(\\./[^']+)'`),
      );
      if (!line) throw new Error(`${ui} no longer imports ${name}: check how Keystatic saves an entry`);
      return { alias: line[2]!, chunk: path.join(path.dirname(ui), line[3]!) };
    };
    const [parse, serialize] = [imported('parseProps'), imported('serializeProps')];
    const chunk = (await import(pathToFileURL(parse.chunk).href)) as Record<string, Keystatic['parseProps']>;
    if (serialize.chunk !== parse.chunk || !/import \{ dump \} from 'js-yaml'/.test(bundle))
      throw new Error(`${ui} saves differently: check how Keystatic saves an entry`);
    const yaml = createRequire(ui)('js-yaml') as Pick<Keystatic, 'load' | 'dump'>;
    return {
      parseProps: chunk[parse.alias]!,
      serializeProps: chunk[serialize.alias] as unknown as Keystatic['serializeProps'],
      ...yaml,
    };
  })();
  return keystatic;
}

/** A file's data as the editor reads it (js-yaml for YAML: a date is a Date, as in the editor). */
export async function editorData(entry: EditorFile, root = '.'): Promise<unknown> {
  const text = readFileSync(path.join(root, entry.file), 'utf8');
  return entry.format === 'json' ? JSON.parse(text) : (await keystaticCode()).load(text);
}

/**
 * What a save of `data` in the editor writes: the entry's text, and the photos its fields hold (read from where the
 * file names them, under `root`), as Keystatic loads an entry into its form and serializes the form on Save.
 */
export async function savedByEditor(
  entry: EditorFile,
  data: unknown,
  root = '.',
): Promise<{ text: string; files: SavedFile[] }> {
  const { parseProps, serializeProps, dump } = await keystaticCode();
  const rootSchema = { kind: 'object', fields: entry.schema };
  // The entry's own folder (its file without the extension), where a field without a folder of its own keeps files.
  const dir = entry.file.replace(/\.(yaml|json)$/, '');
  const slug = entry.slug?.value;
  const state = parseProps(
    rootSchema,
    data,
    [],
    [],
    (field: Field, value: unknown, at: string[], withSlugs: string[]) => {
      if (at.length === 1 && at[0] === entry.slug?.field) return field.parse(value, { slug });
      if (field.formKind !== 'asset') return field.parse(value, undefined);
      const filename = (field.filename as (v: unknown, a: unknown) => string | undefined)(value, {
        suggestedFilenamePrefix: withSlugs.join('/'),
        slug,
      });
      const folder = field.directory ? `${field.directory}${slug === undefined ? '' : `/${slug}`}` : dir;
      const stored = filename && path.join(root, folder, filename);
      const asset = stored && existsSync(stored) ? new Uint8Array(readFileSync(stored)) : undefined;
      return field.parse(value, { asset, slug });
    },
    false,
  );
  const { value, extraFiles } = serializeProps(state, rootSchema, entry.slug?.field, slug, true);
  const text = entry.format === 'json' ? `${JSON.stringify(value, null, 2)}\n` : dump(value);
  const files = extraFiles.map((file) => ({
    file: `${file.parent ? (slug ? `${file.parent}/${slug}` : file.parent) : dir}/${file.path}`,
    contents: file.contents,
  }));
  return { text, files };
}

/** The lines a save changed in a file: what is left once the common first and last lines are set aside. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const [a, b] = [before.split('\n'), after.split('\n')];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}
