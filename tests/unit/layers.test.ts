import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { hydratedIslands, islandModules } from '../../eslint.config.js';

// The layers of docs/conventions.md, kept by eslint.config.js's no-restricted-imports: each rule fires on a file of its
// layer. That the tree as it is breaks none is `npm run lint`'s (eslint over the whole project with this config).
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

/** The messages no-restricted-imports gives `code` written at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const island = 'src/components/forms/QuoteForm.tsx';

describe('layers', () => {
  it.each([
    [
      'src/lib knows no components',
      'src/lib/example.ts',
      "import { Card } from '../components/ui/Card.tsx';",
    ],
    [
      '…not even their types',
      'src/lib/seo/example.ts',
      "import type { Area } from '../../components/areas/x.ts';",
    ],
    ['src/lib knows no content', 'src/lib/example.ts', "import { reviews } from '../content/proof.ts';"],
    [
      '…not even its types',
      'src/lib/estimator/example.ts',
      "import type { EstimatorData } from '../../content/estimator/data.ts';",
    ],
    [
      '…nor its schemas',
      'src/lib/seo/example.ts',
      "import { described } from '../../content/schemas/template.ts';",
    ],
    [
      '…nor its JSON, in a module an island imports too',
      'src/lib/estimator/estimate.ts',
      "import raw from '../../content/noiseEstimator.json' with { type: 'json' };",
    ],
    [
      'a ui primitive knows no content',
      'src/components/ui/X.tsx',
      "import { words } from '../../content/interface.ts';",
    ],
    [
      'a ui primitive knows no config',
      'src/components/ui/X.tsx',
      "import { site } from '../../config/site.ts';",
    ],
    ['src/config knows no content', 'src/config/example.ts', "import data from '../content/about.yaml';"],
    ['an island reads no content file', island, "import { words } from '../../content/interface.ts';"],
    ['…nor the file loader', island, "import { readYaml } from '../../content/load.ts';"],
    ['…nor node:fs', island, "import { readFileSync } from 'node:fs';"],
    ['…nor node:path', island, "import path from 'path';"],
    ['…nor the route registry', island, "import { getRoute } from '../../routes.ts';"],
    ['a module an island imports reads no file', 'src/lib/leads/quoteHref.ts', "import 'node:fs';"],
    [
      'the calculator’s content reads no content loader',
      'src/content/estimator/example.ts',
      "import { readYaml } from '../load.ts';",
    ],
    [
      '…nor node:fs, island or not',
      'src/content/estimator/example.ts',
      "import { readFile } from 'node:fs';",
    ],
    [
      'a ui primitive an island imports keeps the ui rules',
      'src/components/ui/Filled.tsx',
      "import '../../config/site.ts';",
    ],
  ])('%s', async (_, filePath, code) => {
    const messages = await restricted(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^no-restricted-imports: /);
  });

  it('lets an island import what reads no file: schemas, types, JSON, the calculator’s content, pure helpers', async () => {
    const code = [
      "import type { InterfaceWords } from '../../content/interface.ts';",
      "import type { FormWords } from '../../content/schemas/forms.ts';",
      "import estimator from '../../content/noiseEstimator.json' with { type: 'json' };",
      "import { findPostcodeArea } from '../../content/areas/postcodes.ts';",
      "import { estimate } from '../../content/estimator/index.ts';",
      "import { fill } from '../../lib/templates.ts';",
      "import { paths } from '../../paths.ts';",
    ].join('\n');
    expect(await restricted(island, code)).toEqual([]);
  });

  it('lets the calculator’s content import schemas, JSON and lib', async () => {
    const code = [
      "import { described } from '../schemas/template.ts';",
      "import raw from '../noiseEstimator.json' with { type: 'json' };",
      "import { checkContent } from '../../lib/checkContent.ts';",
      "import { estimatorWords } from './words.ts';",
    ].join('\n');
    expect(await restricted('src/content/estimator/data.ts', code)).toEqual([]);
  });

  it('lets a page-side component read content', async () => {
    const code = "import { words } from '../../content/interface.ts';";
    expect(await restricted('src/components/sections/Hero.tsx', code)).toEqual([]);
  });

  it('finds every component a page hydrates, and everything it imports', () => {
    const directives = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .flatMap((file) => readFileSync(path.join('src', file), 'utf8').match(/\sclient:\w+/g) ?? []);
    const islands = hydratedIslands();
    expect(islands).toHaveLength(directives.length);
    const modules = islandModules();
    for (const { file } of islands) expect(modules).toContain(file);
    expect(modules).toEqual(expect.arrayContaining(['src/lib/templates.ts', 'src/paths.ts']));
  });
});
