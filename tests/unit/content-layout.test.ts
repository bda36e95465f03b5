import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import keystatic from '../../keystatic.config.ts';
import {
  changedLines,
  editorData,
  editorFiles,
  savedByEditor,
  type EditorFile,
} from '../../src/content/editor/save.ts';

// The files the editor writes are kept as it writes them (src/content/editor/save.ts: Keystatic's own parse,
// serialize and YAML writer), so a save in `npm run edit` changes only the lines it changes.
const config = keystatic as unknown as Parameters<typeof editorFiles>[0];

/** The files (of `root`) not as a save in the editor would write them. */
async function misfits(root = '.') {
  const named: string[] = [];
  for (const entry of editorFiles(config, root)) {
    const { text } = await savedByEditor(entry, await editorData(entry, root), root);
    if (text !== readFileSync(path.join(root, entry.file), 'utf8')) named.push(entry.file);
  }
  return named;
}

const entryOf = (file: string) => editorFiles(config).find((entry) => entry.file === file) as EditorFile;

describe('the content files, in the layout the editor writes', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('every file the editor manages is byte for byte what a save in the editor writes', async () => {
    const files = editorFiles(config).map((entry) => entry.file);
    // Each singleton's file, the business details and every area and calculator source.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/config/business.json',
        'src/content/services.yaml',
        'src/content/noiseEstimator.json',
        'src/content/areas/putney.yaml',
      ]),
    );
    expect(await misfits(), 'laid out otherwise than the editor writes: run npm run content:layout').toEqual(
      [],
    );
  });

  it('names a file edited by hand in another layout', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hushpane-layout-'));
    copies.push(root);
    // The content, and the photos its files name (a photo the editor cannot find is dropped from the file).
    for (const folder of ['src/content', 'src/config', 'src/assets'])
      cpSync(folder, path.join(root, folder), { recursive: true });
    const plans = path.join(root, 'src/content/plans.yaml');
    writeFileSync(plans, stringify(await editorData(entryOf('src/content/plans.yaml'))));
    expect(await misfits(root)).toEqual(['src/content/plans.yaml']);
  });

  // A price saved in the editor: the one line that holds it changes, nothing else in the file.
  const figures: [string, (data: never) => { price: number }][] = [
    [
      'src/content/plans.yaml',
      (data: { plans: { price: number }[] }) => data.plans.find((plan) => plan.price > 0)!,
    ],
    [
      'src/content/services.yaml',
      (data: { services: { pricing: { value: { price?: number } } }[] }) =>
        data.services.find((service) => service.pricing.value.price)!.pricing.value as { price: number },
    ],
  ];
  it.each(figures)('one price saved in %s is a one-line change', async (file, figure) => {
    const entry = entryOf(file);
    const data = (await editorData(entry)) as never;
    const held = figure(data);
    const before = held.price;
    held.price = before + 10;
    const { text } = await savedByEditor(entry, data);
    const { removed, added } = changedLines(readFileSync(file, 'utf8'), text);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(new RegExp(`^ +price: ${before}$`));
    expect(added).toEqual([removed[0]!.replace(`price: ${before}`, `price: ${before + 10}`)]);
  });
});
