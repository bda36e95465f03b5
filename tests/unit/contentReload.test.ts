import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorFolders, keepEditorPage, writtenByEditor } from '../../src/integrations/contentReload.ts';

const content = path.resolve('src/content');
const folders = editorFolders(content);
type Module = { id: string };
type HotUpdate = (
  this: { environment: { name: string; moduleGraph: { invalidateModule: (m: Module) => void } } },
  options: { file: string; modules: Module[] },
) => unknown;
const hotUpdate = keepEditorPage(folders).hotUpdate as unknown as HotUpdate;
let invalidated: string[] = [];
const update = (environment: string, file: string) => {
  invalidated = [];
  const moduleGraph = { invalidateModule: (m: Module) => void invalidated.push(m.id) };
  // The editor's fields module reads the area files as a glob: Vite lists it among the modules a new area updates.
  const modules = [{ id: 'src/content/editor/fields.ts' }];
  return hotUpdate.call(
    { environment: { name: environment, moduleGraph } },
    { file: path.resolve(file), modules },
  );
};

describe('the dev server when the editor writes a file', () => {
  it('knows the files the editor writes: content files and uploaded photos, a new one included', () => {
    expect(writtenByEditor('src/content/areas/clapham.yaml', folders)).toBe(true);
    expect(writtenByEditor('src/content/reviews.yaml', folders)).toBe(true);
    expect(writtenByEditor('src/assets/images/projects/railway-bedroom.jpg', folders)).toBe(true);
    expect(writtenByEditor('src/components/areas/AreaPage.tsx', folders)).toBe(false);
    expect(writtenByEditor('src/content-other/x.yaml', folders)).toBe(false);
  });

  it('sends the browser no update for them (the editor page stays, and opens the entry it created)', () => {
    expect(update('client', 'src/content/areas/clapham.yaml')).toEqual([]);
    // Read again on the editor's next load, so its pick-lists know the new area.
    expect(invalidated).toEqual(['src/content/editor/fields.ts']);
    expect(update('client', 'src/assets/images/projects/new.jpg')).toEqual([]);
    // The server's modules still follow, and a code change still reaches the browser.
    expect(update('ssr', 'src/content/areas/clapham.yaml')).toBeUndefined();
    expect(update('client', 'src/components/areas/AreaPage.tsx')).toBeUndefined();
  });
});
