// `npm run content:layout`: rewrites every file the editor manages in the layout the editor writes
// (src/content/editor/save.ts), so the next save in `npm run edit` changes only the lines it changes. Run it after
// editing a content file by hand; tests/unit/content-layout.test.ts names a file left in another layout.
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { editorData, editorFiles, savedByEditor } from '../src/content/editor/save.ts';

// The editor's configuration imports content files as Vite does (`?raw`): loaded through Vite's module runner.
const { module: config } = await runnerImport<{ default: Parameters<typeof editorFiles>[0] }>(
  './keystatic.config.ts',
  { configFile: false, logLevel: 'error' },
);
let rewritten = 0;
for (const entry of editorFiles(config.default)) {
  const { text } = await savedByEditor(entry, await editorData(entry));
  if (text === readFileSync(entry.file, 'utf8')) continue;
  writeFileSync(entry.file, text);
  console.log(`rewritten: ${entry.file}`);
  rewritten++;
}
console.log(`${rewritten} file(s) rewritten in the editor's layout.`);
