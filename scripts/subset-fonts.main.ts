// Cuts the core font files from the fontsource latin files: `npm run fonts`. The outputs are committed; run this
// again after changing the characters, weights or features in src/config/fonts.ts (which says why they exist).
// HarfBuzz's hb-subset does the work, through the `subset-font` package (its WebAssembly build).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { coreCharacters, coreFeatures, fontFiles, serifCoreWeight } from '../src/config/fonts.ts';

const require = createRequire(import.meta.url);
const source = (file: string) => readFile(require.resolve(file));

const cuts = [
  {
    out: fontFiles.interCore,
    from: fontFiles.interLatin,
    // Every weight the text uses, `bolder` inside semibold (900) included.
    options: { variationAxes: { wght: { min: 400, max: 900 } }, keepFeatures: [...coreFeatures.inter] },
  },
  {
    out: fontFiles.serifCore,
    from: fontFiles.serifLatin,
    options: { variationAxes: { wght: serifCoreWeight }, keepFeatures: [...coreFeatures.serif] },
  },
];

for (const { out, from, options } of cuts) {
  const font = await subsetFont(await source(from), coreCharacters, { targetFormat: 'woff2', ...options });
  await writeFile(out, font);
  console.log(`${out}: ${font.length} bytes`);
}
