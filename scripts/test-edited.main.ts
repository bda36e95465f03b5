// `npm run test:edited`: the whole gate (`npm test`) on a copy of the project after the business's everyday edits
// (scripts/edited-content.ts), so a test that holds the demo's figures or entries instead of reading them from the
// content fails. `--unit`, a step of `npm test`: the copy built (without the precompressed files, which no test below
// reads), a look through every built page for a raised price at its old figure (oldPricesShown), then the unit tests
// that read the content and the built pages. KEEP_EDITED_COPY=1 keeps the copy.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { editedCopy, oldPricesShown } from './edited-content.ts';

/** The unit tests of `--unit`: the ones that read the figures, reviews, projects and areas the edits change. */
export const editedContentTests = [
  'content',
  // The business's own details: the site's identity, the proof strip and footer, and every word read from content.
  'site',
  'page-words',
  'prices',
  'priceGuide',
  'proof',
  'reviewFor',
  'postcodes',
  'areas',
  'area-pages',
  'area-page-content',
  'area-twins',
  'locations-pages',
  'project-pages',
  'projects-index',
  'service-page-content',
  'page-content',
  'guides-content',
  'route-heads',
  'built-html',
  'social-images',
  'launch-check',
  // Every file a page points to is built: the uploaded photo in each size its project's page offers.
  'built-links',
  // The added service has its page, its card on /services, its footer link and its sitemap line.
  'services-collection',
].map((name) => `tests/unit/${name}.test.ts`);

const unit = process.argv.includes('--unit');
// `npm test` inside the edited copy (of `npm run test:edited`) is already on edited content.
if (unit && process.env.HUSHPANE_EDITED_COPY) {
  console.log('already on the edited copy');
  process.exit(0);
}

const { copy, edits } = await editedCopy();
console.log(
  [
    `The edited copy, in ${copy}:`,
    `  business details: phone ${edits.business.phone}, WhatsApp ${edits.business.whatsapp}, ${edits.business.legalName}`,
    `  Essential plan £${edits.essential.from} → £${edits.essential.to}`,
    `  residential from-price £${edits.residential.from} → £${edits.residential.to}`,
    `  a Google review for ${edits.review.area}`,
    `  a photo on the ${edits.photo.project} project`,
    `  a new area, ${edits.area.name} (${edits.area.postcode})`,
    `  a seventh service, ${edits.service.title} (${edits.service.slug})`,
  ].join('\n'),
);

const run = (command: string[], env: Record<string, string> = {}) =>
  spawnSync(command[0]!, command.slice(1), {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', HUSHPANE_EDITED_COPY: '1', ...env },
  }).status ?? 1;

const checkOldPrices = async () => {
  const shown = await oldPricesShown(path.join(copy, 'dist'), edits);
  if (shown.length) console.log(`\nOld prices still shown after the edits:\n  ${shown.join('\n  ')}`);
  else console.log('\nNo built page shows the raised prices at their old figures.');
  return shown.length ? 1 : 0;
};

const status = unit
  ? run(['npm', 'run', 'build'], { PRECOMPRESS: '0' }) ||
    (await checkOldPrices()) ||
    run(['npm', 'exec', '--', 'vitest', 'run', ...editedContentTests])
  : run(['npm', 'test']);

if (process.env.KEEP_EDITED_COPY) console.log(`edited copy kept in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
if (status !== 0) console.log(`\nThe tests failed on the edited copy (${unit ? 'unit tests' : 'npm test'}).`);
process.exit(status);
