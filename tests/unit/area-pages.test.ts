// Over the built pages (npm test builds before the unit tests): every area file makes its pages, and the London
// installers page is linked from everywhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/launch/pageText.ts';
import { internalLinks } from '../../scripts/seo/similarity.ts';
import { londonInstallersPath } from '../../src/paths.ts';
import { areas } from '../../src/content/areas/index.ts';
import { requireBuild } from './support/builtSite.ts';

const dist = requireBuild();

const routes = builtPages(dist).map((p) => p.path);
const areaRoutes = routes.filter((r) =>
  /^\/(areas|services\/secondary-glazing-installers)\/[a-z-]+$/.test(r),
);
const html = (route: string) =>
  readFileSync(path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

describe('area pages', () => {
  it('are all here: an installer page per area file and an area guide for each with an /areas page', () => {
    expect(areaRoutes).toHaveLength(areas.length + areas.filter((a) => a.areaPage).length);
  });

  // Thin, near-duplicate or hardly linked local pages are the launch check's to report (scripts/launch/localPages.ts,
  // proven in tests/unit/localPages.test.ts): the business's own words decide them, not the code.
  it('the London installers page is linked from home, /services, /about, /benefits and every other page (the footer)', () => {
    const inbound = new Map<string, Set<string>>();
    for (const route of routes)
      for (const target of internalLinks(html(route)))
        if (target !== route) inbound.set(target, (inbound.get(target) ?? new Set()).add(route));
    const london = inbound.get(londonInstallersPath)!;
    for (const page of ['/', '/services', '/about', '/benefits']) expect(london.has(page), page).toBe(true);
    expect(london.size).toBeGreaterThanOrEqual(routes.length - 2);
  });
});
