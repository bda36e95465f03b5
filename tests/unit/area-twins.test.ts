// Over the built pages (npm run build first): an area's two pages (installer and /areas) do not read as copies. The
// measure is the launch list's (scripts/launch/localPages.ts): the Jaccard share of 8-word shingles of each page's
// <main>, at most `localPageRules.maxSimilarity`. The price guide's table is on the installer page only; the /areas
// page gives the range in one line and links to it.
import { describe, expect, it } from 'vitest';
import { localPageRules } from '../../scripts/launch/localPages.ts';
import { builtMainWords, jaccard, shingles, words as wordsOf } from '../../scripts/seo/similarity.ts';
import { areas } from '../../src/content/areas/index.ts';
import { fill, words } from '../../src/content/interface.ts';
import { familyPath } from '../../src/paths.ts';
import { requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
const twins = areas.filter((a) => a.areaPage);

describe("an area's two pages", () => {
  it.each(twins.map((a) => [a.slug, a] as const))(
    '%s: installer page and /areas page share at most the launch list’s share of their text',
    (_, area) => {
      const installer = builtMainWords(dist, familyPath('installer', area.slug));
      const guide = builtMainWords(dist, familyPath('area', area.slug));
      expect(jaccard(shingles(installer), shingles(guide))).toBeLessThanOrEqual(localPageRules.maxSimilarity);
      // The guide's table is on the installer page; the /areas page links to it in one line.
      const caption = wordsOf(words.priceGuide.tableCaption).join(' ');
      expect(installer.join(' ')).toContain(caption);
      expect(guide.join(' ')).not.toContain(caption);
      expect(guide.join(' ')).toContain(
        fill(words.areaPages.priceGuideLink, { area: area.name }).toLowerCase(),
      );
    },
  );
});
