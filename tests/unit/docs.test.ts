import { execFileSync } from 'node:child_process';
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

/** The tracked files, as git lists them (a clean clone has exactly these). */
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const topLevel = new Set(tracked.map((f) => f.split('/')[0]!));

/** What a document may name that is not in the repository, and why. */
const notInRepository: { path: RegExp; why: string }[] = [
  // Made by a command (git ignores them): the build, the editor's build, the inbox, the tools' caches, screenshots.
  {
    path: /^(dist|dist-editor|leads|node_modules|screenshots|test-results)(\/|$)/,
    why: 'written by a command',
  },
  { path: /^bench\/results\//, why: 'written by npm run bench' },
  // Made when the office uploads its first photo of the kind (src/content/schemas/parts.ts, photo()).
  { path: /^src\/assets\/images\/[\w-]+\/$/, why: "the editor's upload folders" },
  // Other projects' files and repositories, cited as such.
  { path: /^(withastro\/(docs|starlight)|jmrplens\/phonometry)$/, why: 'a public repository' },
  { path: /^tests\/reference_data\/transmission_loss\.py$/, why: "jmrplens/phonometry's own file" },
  { path: /^(utils\/head\.ts|lib\/validations|next\/font)$/, why: "Starlight's, Taxonomy's and Next.js's" },
];

/**
 * A backticked path of a document: a name with a folder or a file extension, no spaces, no placeholder (`{area}`,
 * `<folder>`, `*`), not a URL path (`/areas/…`), a package (`@scope/…`) or a bare extension (`.tsx`).
 */
const backtickedPaths = (text: string) =>
  [...text.matchAll(/`([^`\n]+)`/g)]
    .map(([, code]) => code!)
    .filter((code) => !/[\s{}<>*$=|()]/.test(code) && !/^(\/|@|\.|[a-z]+:)/.test(code))
    .filter((code) => code.includes('/') || /\.(tsx?|astro|m?js|json|ya?ml|md|csv|css|toml|sh)$/.test(code))
    .map((code) => code.replace(/[:#].*$/, ''));

/**
 * Whether a path is in the repository: from its top folder (`src/lib/x.ts`) as written; a shorter name
 * (`QuoteForm.tsx`, `components/ui`) as the end of a tracked file's path or a folder of one.
 */
const inRepository = (name: string) => {
  const bare = name.replace(/\/$/, '');
  if (topLevel.has(bare.split('/')[0]!)) return existsSync(path.join(root, bare));
  return tracked.some((f) => f === bare || f.endsWith(`/${bare}`) || f.includes(`/${bare}/`));
};

describe('the documents the repository cites are in it', () => {
  it.each(documents)('every backticked path of %s names a file or folder that exists', (doc) => {
    const missing = backtickedPaths(read(doc)).filter(
      (name) => !inRepository(name) && !notInRepository.some(({ path: p }) => p.test(name)),
    );
    expect(missing).toEqual([]);
  });

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
