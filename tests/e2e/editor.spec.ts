import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { guideFigures } from '../../src/content/guides.ts';
import { benefitsGuideFile } from '../../src/content/guides/schema.ts';
import { parseContent, prepareYaml } from '../../src/content/load.ts';

// The editor (`npm run edit`) on a temporary copy of the project, so the real content files are never touched.
const editorPort = Number(process.env.E2E_PORT ?? 4400) + 1;
const editorUrl = `http://127.0.0.1:${editorPort}`;
let copy: string;
let editor: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'hushpane-editor-'));
  for (const entry of [
    'src',
    'public',
    'server',
    'astro.config.ts',
    'keystatic.config.ts',
    'package.json',
    'tsconfig.json',
  ])
    cpSync(entry, path.join(copy, entry), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
  editor = spawn('npm', ['run', 'edit', '--', '--port', String(editorPort), '--host', '127.0.0.1'], {
    cwd: copy,
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${editorUrl}/keystatic`).catch(() => undefined))?.status, {
      timeout: 90_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  if (editor?.pid) process.kill(-editor.pid);
  rmSync(copy, { recursive: true, force: true });
});

test('changing the Comprehensive plan price in the editor changes the file and the built page', async ({
  page,
}) => {
  await page.goto(`${editorUrl}/keystatic/singleton/plans`);
  await page.getByText('Comprehensive', { exact: true }).click();
  const item = page.getByRole('dialog', { name: 'Edit item' });
  await item.getByRole('textbox', { name: 'Price' }).fill('165');
  await item.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  const file = path.join(copy, 'src/content/plans.yaml');
  await expect
    .poll(
      () =>
        (parse(readFileSync(file, 'utf8')) as { plans: { slug: string; price: number }[] }).plans.find(
          (p) => p.slug === 'comprehensive',
        )?.price,
      { timeout: 15_000 },
    )
    .toBe(165);

  const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  // A page of its own: the editor's page reloads when the dev server sees the file change.
  const built = await page.context().newPage();
  await built.goto(`file://${path.join(copy, 'dist/services/maintenance-repairs.html')}`);
  const comprehensive = built
    .getByRole('listitem')
    .filter({ has: built.getByRole('heading', { name: 'Comprehensive' }) });
  await expect(comprehensive.getByText('£165', { exact: true })).toBeVisible();
  await expect(built.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Comprehensive £165 a year/,
  );
});

test('a guide block changed in the editor is saved in the shape the build reads', async ({ page }) => {
  await page.goto(`${editorUrl}/keystatic/singleton/guidesBenefits`);
  await page.getByText('3. Performance data tables', { exact: true }).click();
  await page.getByText('acousticPerformance', { exact: true }).click();
  const block = page.getByRole('dialog', { name: 'Edit Table' });
  await block.getByRole('button', { name: 'acousticPerformance' }).click();
  await page.getByRole('option', { name: 'secondaryVersusReplacement' }).click();
  await block.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('dialog', { name: 'Edit item' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  const file = path.join(copy, 'src/content/guides/benefits.yaml');
  type Stored = { sections: { id: string; blocks: { discriminant: string; value: unknown }[] }[] };
  const stored = () =>
    (parse(readFileSync(file, 'utf8')) as Stored).sections.find((s) => s.id === 'section-3')!;
  await expect
    .poll(() => stored().blocks[1], { timeout: 15_000 })
    .toEqual({
      discriminant: 'table',
      value: 'secondaryVersusReplacement',
    });
  expect(stored().blocks[2]).toEqual({ discriminant: 'p', value: expect.stringContaining('{secondaryDb}') });
  const guide = parseContent(
    file,
    benefitsGuideFile,
    prepareYaml(readFileSync(file, 'utf8'), file, guideFigures),
  );
  expect(guide.sections[3]!.blocks.map((b) => b.kind)).toEqual(['p', 'table', 'p', 'barChart']);
});
