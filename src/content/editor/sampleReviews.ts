// `npm run edit`: the launch list's "Remove all sample reviews" (src/integrations/editor/LaunchList.astro), one action
// for what took one delete button a review. The file is saved as the editor saves it (src/content/editor/save.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { editorData, savedByEditor, type EditorFile } from './save.ts';

type Reviews = { reviews: { source: { discriminant: string } }[] };

/** Removes every review whose source is "sample" from the reviews file; says how many it removed. */
export async function removeSampleReviews(entry: EditorFile, root = '.'): Promise<number> {
  const data = (await editorData(entry, root)) as Reviews;
  const kept = data.reviews.filter((r) => r.source.discriminant !== 'sample');
  const removed = data.reviews.length - kept.length;
  if (removed === 0) return 0;
  const { text } = await savedByEditor(entry, { ...data, reviews: kept }, root);
  writeFileSync(path.join(root, entry.file), text);
  return removed;
}
