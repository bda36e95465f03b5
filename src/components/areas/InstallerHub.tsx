import type { ReactNode } from 'react';
import { HubShell } from './HubShell.tsx';
import { areas } from '../../content/areas/index.ts';
import { familyPath } from '../../paths.ts';
import { AreaLinkGrid } from './AreaLinkGrid.tsx';
import { priceRangeText } from '../../lib/prices.ts';
import { fill, words } from '../../content/interface.ts';

/** The installers hub: the postcode finder (passed in as an island) and all seventeen installer pages. */
export function InstallerHub({ title, children }: { title: string; children: ReactNode }) {
  const t = words.installerHub;
  return (
    <HubShell eyebrow={t.eyebrow} title={title} intro={t.intro} finder={children}>
      <section aria-labelledby="installer-areas">
        <h2 id="installer-areas" className="text-2xl font-bold">
          {t.chooseArea}
        </h2>
        <div className="mt-6">
          <AreaLinkGrid
            links={areas.map((a) => ({
              href: familyPath('installer', a.slug),
              name: a.name,
              details: [
                fill(t.reduction, { percent: a.installer.figures.reduction }),
                fill(t.priceRange, { range: priceRangeText(a.installer.priceRange) }),
              ],
            }))}
          />
        </div>
      </section>
    </HubShell>
  );
}
