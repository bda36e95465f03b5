import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)];

/** The code and rules that may cite a document: sources, tests, scripts and the tools' configuration. */
const code = ['src', 'server', 'scripts', 'tests', 'bench', 'functions', 'netlify']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
  )
  .filter((f) => /\.(tsx?|astro|m?js|css)$/.test(f))
  .concat(['eslint.config.js', 'astro.config.ts', 'keystatic.config.ts', 'playwright.config.ts']);

describe('the documents the repository cites are in it', () => {
  it.each(documents)('every relative link of %s names a file that exists', (doc) => {
    const links = [...read(doc).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map(([, target]) => target!)
      .filter((t) => !/^[a-z]+:/.test(t));
    for (const target of links)
      expect(existsSync(path.join(root, path.dirname(doc), target)), `${doc} links to ${target}`).toBe(true);
  });

  it('every document a comment or rule names (docs/….md) exists', () => {
    const cited = code.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/[\w-]+\.md\b/g)].map(([doc]) => ({ file, doc })),
    );
    expect(cited.filter(({ doc }) => !existsSync(path.join(root, doc)))).toEqual([]);
  });
});
