import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../src/config/site.ts';
import { contentRoot } from '../../src/content/load.ts';
import { builtPages, type BuiltPage } from './pageText.ts';
import { launchFindings, type Finding } from './checks.ts';
import { accreditations, claims, reviews } from '../../src/content/proof.ts';
import { areas, areaTemplate, danglingAreaReferences } from '../../src/content/areas/index.ts';
import { services } from '../../src/content/services.ts';
import { gallery, unplacedProjects } from '../../src/content/gallery.ts';
import { acousticPerformance, charts, figures, threeBedWindows } from '../../src/content/guides.ts';
import { outsideStatedRange } from '../../src/content/guides/acousticPerformance.ts';
import type { LaunchInput } from './checks.ts';
import { specAreaGuides, specInstallerOnly } from './specAreas.ts';
import { privacyNoticeConfirmed } from '../../src/content/legal/confirmed.ts';
import { estimatorData } from '../../src/content/estimator/data.ts';
import { movedPicks } from '../../src/lib/estimator/picks.ts';
import { danglingCitations, estimatorSources } from '../../src/content/estimatorSources.ts';

/** The launch check's input from today's content files, with the given pages and environment. */
export const contentInput = (pages: LaunchInput['pages'], env: LaunchInput['env']): LaunchInput => ({
  site,
  reviews,
  claims,
  accreditations,
  areas,
  services,
  areaTexts: areas.map(({ slug, name, ...data }) => ({ slug, name, data })),
  areaTemplate,
  specAreaGuides,
  specInstallerOnly,
  projects: gallery,
  privacyConfirmed: privacyNoticeConfirmed,
  env,
  pages,
  movedCalculatorPicks: movedPicks(estimatorData),
  danglingCitations: danglingCitations(estimatorData, estimatorSources),
  danglingAreaReferences: [...danglingAreaReferences, ...unplacedProjects],
  acousticTable: { stated: acousticPerformance.ratingDb, outside: outsideStatedRange(acousticPerformance) },
  threeBed: {
    secondary: figures.threeBedSecondary,
    windows: threeBedWindows,
    bars: charts.threeBedCost.bars,
  },
});

/** The launch list as `npm run launch-check` and the editor's /launch-list page give it: one list, one count. */
export interface LaunchReport {
  findings: Finding[];
  /** The built pages the checks read. */
  pages: BuiltPage[];
  /** When the build the page checks read was made. */
  builtAt: Date;
  /** A content file (or the business details) saved since that build: the page checks may be out of date. */
  changedSinceBuild: boolean;
}

/** The content files and the business details, each with when it was last saved (ms). */
function savedTimes(dir = contentRoot): number[] {
  const walk = (folder: string): number[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(folder, e.name))
        : /\.(ya?ml|json)$/.test(e.name)
          ? [statSync(path.join(folder, e.name)).mtimeMs]
          : [],
    );
  return [...walk(dir), statSync('src/config/business.json').mtimeMs];
}

/** The launch list from today's content and the build in `dist`, or undefined when there is no build yet. */
export function launchReport(env: LaunchInput['env'], dist = 'dist'): LaunchReport | undefined {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return undefined;
  const built = statSync(index).mtimeMs;
  const pages = builtPages(dist);
  return {
    findings: launchFindings(contentInput(pages, env)),
    pages,
    builtAt: new Date(built),
    changedSinceBuild: Math.max(...savedTimes()) > built,
  };
}

/** What the list says of a build older than the last save. */
export const staleBuildNote = (builtAt: Date) =>
  `The checks of what the pages say read the site as built at ${builtAt.toLocaleString('en-GB')}, and a change has been saved since: build the site again (npm run build; the editor can stay open) for an up-to-date list.`;
