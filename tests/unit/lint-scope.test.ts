import path from 'node:path';
import { getFileInfo } from 'prettier';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const ignored = async (file: string) =>
  (await getFileInfo(path.join(root, file), { ignorePath: path.join(root, '.prettierignore') })).ignored;

describe('npm run lint checks the project files, not a newcomer’s notes', () => {
  it.each(['notes.md', 'TODO.md', 'scratch/ideas.md'])('leaves %s alone', async (file) => {
    expect(await ignored(file)).toBe(true);
  });

  it.each(['README.md', 'docs/architecture.md', 'src/routes.ts', 'server/app.ts', 'tests/unit/seo.test.ts'])(
    'checks %s',
    async (file) => {
      expect(await ignored(file)).toBe(false);
    },
  );
});
