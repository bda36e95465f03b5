import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { areas as shipped } from '../../src/content/areas/index.ts';
import { withContentCopy } from './support/contentCopy.ts';

// An area whose /areas page is switched off in the editor (areaPage: { discriminant: false }), on a copy of the
// content: the build accepts it, its installer page stands in wherever the site links to its /areas page, and the
// launch check names it. The area is one the content features on /locations and lists under a region; the copy gives
// it a postcode, a review written for its /areas page, a project and a neighbour linking to it.
const off = shipped.find((a) => a.featured && a.areaPage && a.region !== 'none')!;
const neighbour = shipped.find((a) => a.areaPage && a.slug !== off.slug)!;
const installerPath = `/services/secondary-glazing-installers/${off.slug}`;
const areasPath = `/areas/${off.slug}`;
/** A link to the switched-off page, in markup or in a list of paths. */
const linksOff = (text: string) => text.includes(`"${areasPath}"`) || text.includes(`${areasPath}#`);

interface StoredReview {
  text: string;
  page: { discriminant: string; value: string };
}

let dir: string;
const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
  const data = parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path.join(dir, file), stringify(data));
};
let reviewText: string;

withContentCopy((copy) => {
  dir = copy;
  edit(`areas/${off.slug}.yaml`, (area) => {
    area.areaPage = { discriminant: false };
    if (!(area.postcodes as string[] | undefined)?.length) area.postcodes = ['ZZ9'];
  });
  edit(`areas/${neighbour.slug}.yaml`, (area) => {
    const list = area.neighbours as string[];
    if (!list.includes(off.slug)) list[0] = off.slug;
  });
  edit('reviews.yaml', (data) => {
    const reviews = data.reviews as StoredReview[];
    // Only a review written for its /areas page is left for the area: its installer page shows it.
    const kept = reviews.filter((r) => r.page.value !== off.slug);
    const mine = { ...reviews[0]!, page: { discriminant: 'area', value: off.slug } };
    reviewText = mine.text;
    data.reviews = [mine, ...kept.filter((r) => r.text !== mine.text)];
  });
  edit('gallery.yaml', (data) => {
    const [first] = data.gallery as { place: { discriminant: string; value: string } }[];
    first!.place = { discriminant: 'area', value: off.slug };
  });
});

describe('an area whose /areas page is switched off', () => {
  it('is accepted: it keeps its installer page, and no route (sitemap, social image) is its /areas page', async () => {
    const { areas, areaPageAreas, areaHref, areaPath } = await import('../../src/content/areas/index.ts');
    const { routes } = await import('../../src/routes.ts');
    const area = areas.find((a) => a.slug === off.slug)!;
    expect(area.areaPage).toBeUndefined();
    expect(areaPageAreas.map((a) => a.slug)).not.toContain(off.slug);
    expect(areaPath('area', off.slug)).toBeUndefined();
    expect(areaHref('area', off.slug)).toBe(installerPath);
    const paths = routes.map((r) => r.path);
    expect(paths).toContain(installerPath);
    expect(paths).not.toContain(areasPath);
  });

  it('is linked by its installer page on /locations, the home page, project cards and pages, and nearby links', async () => {
    const { LocationsPage } = await import('../../src/components/areas/LocationsPage.tsx');
    const { WhereWeWork } = await import('../../src/components/sections/WhereWeWork.tsx');
    const { AreaPage } = await import('../../src/components/areas/AreaPage.tsx');
    const { getArea } = await import('../../src/content/areas/index.ts');
    const { projects, projectLinks } = await import('../../src/content/projects.ts');
    const { gallery } = await import('../../src/content/gallery.ts');

    const locations = renderToStaticMarkup(
      createElement(LocationsPage, { title: 'Locations', children: null }),
    );
    // Featured and listed under its region: twice, both to the installer page.
    expect(locations.split(`href="${installerPath}"`).length - 1).toBe(2);
    expect(linksOff(locations)).toBe(false);

    const home = renderToStaticMarkup(createElement(WhereWeWork));
    expect(home).toContain(`href="${installerPath}"`);
    expect(linksOff(home)).toBe(false);

    const project = gallery.find((p) => p.area === off.slug)!;
    expect(projectLinks(project).area).toEqual({ slug: off.slug, name: off.name, href: installerPath });
    expect(projects.filter((p) => p.area === off.slug).length).toBeGreaterThan(0);

    // The neighbour's /areas page links to it by its installer page; its own installer page has no guide twin.
    const nearby = renderToStaticMarkup(
      createElement(AreaPage, { area: getArea(neighbour.slug), family: 'area' }),
    );
    expect(nearby).toContain(`href="${installerPath}"`);
    expect(linksOff(nearby)).toBe(false);
  });

  it('shows on its installer page the local guide, its projects and the review written for its /areas page', async () => {
    const { AreaPage } = await import('../../src/components/areas/AreaPage.tsx');
    const { getArea } = await import('../../src/content/areas/index.ts');
    const { projectsIn } = await import('../../src/content/projects.ts');
    const { words, fill } = await import('../../src/content/interface.ts');
    const area = getArea(off.slug);
    const local = projectsIn(off.slug);
    const html = renderToStaticMarkup(
      createElement(AreaPage, { area, family: 'installer', projects: local }),
    );
    const text = html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
    expect(text).toContain(reviewText.slice(0, 40));
    expect(text).toContain(fill(words.areaPages.noiseSources, { area: area.name }));
    for (const p of local) expect(html).toContain(`href="${p.href}"`);
    expect(text).not.toContain(fill(words.areaPages.toGuide, { area: area.name }));
    expect(linksOff(html)).toBe(false);
  });

  it('sends a postcode finder on /locations to its installer page', async () => {
    const { installerOnly, outwardCodeAreas, getArea } = await import('../../src/content/areas/index.ts');
    const { findPostcodeArea, finderPath } = await import('../../src/content/areas/postcodes.ts');
    const code = getArea(off.slug).postcodes[0]!;
    const found = findPostcodeArea(code, outwardCodeAreas);
    expect(found).toMatchObject({ kind: 'match', areas: expect.arrayContaining([off.slug]) });
    expect(installerOnly('area')).toContain(off.slug);
    expect(finderPath('area', installerOnly('area'), off.slug)).toBe(installerPath);
    expect(finderPath('installer', installerOnly('installer'), off.slug)).toBe(installerPath);
  });

  it('is named by npm run launch-check, with its review counted on the installer page', async () => {
    const { launchFindings, formatReport } = await import('../../scripts/launch/checks.ts');
    const { contentInput } = await import('../../scripts/launch/content.ts');
    const findings = launchFindings(contentInput([], {}));
    const spec = findings.filter((f) => f.kind === 'spec-page');
    expect(spec.map((f) => f.message)).toEqual([expect.stringContaining(`${off.name} has no /areas page`)]);
    expect(formatReport(findings)).toContain(`${off.name} has no /areas page (the spec has ${areasPath})`);
    for (const f of findings) expect(f.pages ?? []).not.toContain(areasPath);
    const samples = findings.find((f) => f.kind === 'sample-review');
    if (samples) expect(samples.pages).toContain(installerPath);
  });
});
