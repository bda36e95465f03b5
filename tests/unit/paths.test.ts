import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/content/areas/index.ts';
import { familyHub, familyPath, paths } from '../../src/paths.ts';
import { getRoute, routes } from '../../src/routes.ts';

/** The one file of src/ that writes a page's path. */
const registry = 'src/paths.ts';

/** Every string a TS/TSX source holds: literals, template pieces and JSX attribute values (comments are not). */
function stringsIn(source: string, name: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(name, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return found;
}

/** An .astro file's strings: its frontmatter as TS, its template as TSX (without HTML comments). */
function stringsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return stringsIn(text, file);
  const [, frontmatter = '', template = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return [
    ...stringsIn(frontmatter, `${file}.ts`),
    ...stringsIn(`<>${template.replace(/<!--[\s\S]*?-->/g, '')}</>`, `${file}.tsx`),
  ];
}

/** Every registered path but home (a bare "/" is too common to tell apart) and each folder above one (/areas). */
const registered = new Set(
  routes.flatMap(({ path: p }) => p.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
);
registered.delete('');
registered.delete(paths.home);
const names = (value: string) =>
  [...registered].filter((p) => value === p || ['/', '?', '#'].some((next) => value.startsWith(p + next)));

describe('paths', () => {
  it('names only registered routes', () => {
    for (const p of Object.values(paths)) expect(getRoute(p).path).toBe(p);
    for (const p of Object.values(familyHub)) expect(getRoute(p).path).toBe(p);
    expect(getRoute(familyPath('installer', areas[0]!.slug)).parent).toBe(familyHub.installer);
  });

  // Code asks src/paths.ts for a path. The content files (YAML) are left out: their links are words the editor
  // writes ("href: /comparisons") and cannot import anything; html-links.spec.ts checks that each leads to a page.
  it(`is written in ${registry} and nowhere else in src/'s code`, () => {
    const code = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((file) => path.join('src', file))
      .filter((file) => /\.(ts|tsx|astro|js|mjs)$/.test(file) && file !== registry);
    expect(code.length).toBeGreaterThan(100);
    const copies = code.flatMap((file) =>
      stringsOf(file).flatMap((value) => names(value).map((p) => `${file}: '${value}' writes ${p}`)),
    );
    expect(copies).toEqual([]);
  });

  it('finds a copy in code, not in a comment', () => {
    const found = (source: string) => stringsIn(source, 'x.tsx').flatMap(names);
    expect(found(`const a = '${paths.quote}';`)).toEqual([paths.quote]);
    expect(found(`const a = <a href="${paths.contact}#form">Contact</a>;`)).toEqual([paths.contact]);
    expect(found('const a = `/areas/${slug}`;')).toEqual(['/areas']);
    expect(found(`// see ${paths.quote}\n/** ${paths.about} */ const a = '/sitemap.xml';`)).toEqual([]);
  });
});
