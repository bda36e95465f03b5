import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

// Layers (docs/conventions.md, "Layers, kept by lint"): what a folder may not import. tests/unit/layers.test.ts proves
// that each rule fires; `npm run lint` that the tree keeps them.
const root = import.meta.dirname;
const relative = (folder) => `^\\.{1,2}/(.*/)?${folder}/`;
/** The calculator's figures, words and model: the folder of content modules the islands may import, as none reads files. */
const estimatorContent = 'src/content/estimator/';

export const layers = [
  {
    folder: 'src/lib/',
    patterns: [
      {
        regex: relative('components'),
        message: 'src/lib knows no components: move what both need into src/lib.',
      },
      {
        regex: relative('content'),
        message:
          'src/lib knows no content: take what you need as an argument, or a type lib owns (content may use lib, not back).',
      },
    ],
  },
  {
    folder: 'src/components/ui/',
    patterns: [
      { regex: relative('content'), message: 'A ui primitive knows no content: take the words as props.' },
      { regex: relative('config'), message: 'A ui primitive knows no config: take the values as props.' },
    ],
  },
  {
    folder: 'src/config/',
    patterns: [
      {
        regex: relative('content'),
        message: 'src/config knows no content (content reads config, not back).',
      },
    ],
  },
  {
    // The calculator's content (its figures and words, and the model bound to them): the islands import it, so it reads
    // no files (the block for `estimatorContent` below holds it to the islands' rules, reached by one or not). Of the
    // rest of src/content it imports only schemas and JSON (which the bundle inlines): never a content loader.
    folder: estimatorContent,
    patterns: [
      {
        regex: '^\\.\\./(?!\\.\\./|schemas/|[\\w-]+\\.json$)',
        message:
          'src/content/estimator runs in the browser (the calculator island imports it): of src/content it imports only schemas and JSON, which read no files.',
      },
    ],
  },
];

const inBrowser =
  'runs in the browser (an island, or imported by one): import nothing that reads files; take words as props.';

/** What reads files when imported: node:fs and node:path, the content loaders and the route registry built on them. */
export const fileReaders = [
  { regex: '^(node:)?(fs|path)(/|$)', message: `node:fs and node:path: this module ${inBrowser}` },
  { regex: '^astro:content$', message: `astro:content reads the content files: this module ${inBrowser}` },
  {
    // All of src/content but its schemas, the postcode table, its JSON files (which the bundle inlines) and the
    // calculator's folder, estimator/: its JSON figures and words checked by their schemas, and the model bound to
    // them, which its own rules keep from reading files (`estimatorContent`).
    regex: `${relative('content')}(?!schemas/|estimator/|areas/(postcodes|schema)\\.ts$|[\\w-]+\\.json$)`,
    message: `A content loader reads its file: this module ${inBrowser}`,
  },
  {
    regex: '^\\.{1,2}/(.*/)?(routes|content\\.config)\\.ts$',
    message: `The route registry reads the content files: this module ${inBrowser}`,
  },
].map((pattern) => ({ ...pattern, allowTypeImports: true }));

/** The components pages hydrate: each `client:` directive of an .astro file, with the page and the module. */
export function hydratedIslands() {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => path.join('src', file))
    .flatMap((page) => {
      const text = readFileSync(path.join(root, page), 'utf8');
      return [...text.matchAll(/<([A-Z]\w*)\b[^<]*?\sclient:/g)].map(([, name]) => {
        const from = new RegExp(
          `import\\s+(?:\\{[^}]*\\b${name}\\b[^}]*\\}|${name})\\s+from\\s+'([^']+)'`,
        ).exec(text);
        if (!from)
          throw new Error(`eslint.config.js: ${page} hydrates <${name}> but imports it from nowhere`);
        return { page, name, file: path.join(path.dirname(page), from[1]) };
      });
    });
}

const runtimeImports = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?'(\.{1,2}\/[^']+)'/gm;

/** The hydrated components and every module of src/ they import at run time: all of it runs in the browser. */
export function islandModules() {
  const queue = hydratedIslands().map(({ file }) => file);
  const reached = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (reached.has(file) || !/\.tsx?$/.test(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(runtimeImports))
      queue.push(path.join(path.dirname(file), specifier));
  }
  return [...reached].sort();
}

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layerPatterns = (file) => layers.filter((l) => file.startsWith(l.folder)).flatMap((l) => l.patterns);

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-editor/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layers.map(({ folder, patterns }) => ({ files: [`${folder}**`], rules: restrict(patterns) })),
  // The calculator's content reads no files whether an island imports it yet or not.
  { files: [`${estimatorContent}**`], rules: restrict([...fileReaders, ...layerPatterns(estimatorContent)]) },
  // Last, and with its layer's rules too: a later setting of a rule replaces an earlier one for the same file.
  ...islandModules().map((file) => ({
    files: [file],
    rules: restrict([...fileReaders, ...layerPatterns(file)]),
  })),
);
