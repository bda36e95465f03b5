import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The house's directions (docs/conventions.md, "Layers, kept by lint"): no two files of src/ and scripts/ import each
// other, type imports included. TypeScript's own pre-processor reads the imports (es-module-lexer cannot read TSX).
const root = path.join(import.meta.dirname, '..', '..');

/** Each .ts/.tsx file of the folders and the files of those folders it imports by a relative path. */
export function importGraph(folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders)
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || entry.endsWith('.d.ts')) continue;
      const file = path.join(folder, entry);
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
      const targets = importedFiles
        .map((i) => i.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => path.join(path.dirname(file), name))
        .filter((target) => existsSync(path.join(root, target)));
      graph.set(file, [...new Set(targets)]);
    }
  return graph;
}

/** The pairs of files that import each other, each pair once. */
export function mutualImports(graph: Map<string, string[]>): string[] {
  return [...graph]
    .flatMap(([file, targets]) =>
      targets.filter((t) => file < t && graph.get(t)?.includes(file)).map((t) => `${file} ↔ ${t}`),
    )
    .sort();
}

describe('the import graph', () => {
  const graph = importGraph(['src', 'scripts']);

  it('reads the imports of every file, type imports and TSX included', () => {
    expect(graph.get('src/paths.ts')).toBeDefined();
    expect(graph.get('src/components/forms/ContactForm.tsx')).toContain(
      'src/components/forms/SelectField.tsx',
    );
    expect(graph.get('scripts/launch/localPages.ts')).toContain('scripts/launch/findings.ts');
  });

  it('finds two files that import each other', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', []],
    ]);
    expect(mutualImports(circle)).toEqual(['a.ts ↔ b.ts']);
  });

  it('has no two files of src/ and scripts/ that import each other', () => {
    expect(mutualImports(graph)).toEqual([]);
  });

  it('has no file of src/lib/ that imports src/content/, type imports included: content uses lib, not back', () => {
    const intoContent = [...graph]
      .filter(([file]) => file.startsWith(`src${path.sep}lib${path.sep}`))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith(`src${path.sep}content${path.sep}`)).map((t) => `${file} → ${t}`),
      );
    expect(graph.get(path.join('src', 'lib', 'estimator', 'estimate.ts'))).toBeDefined();
    expect(intoContent).toEqual([]);
  });
});
