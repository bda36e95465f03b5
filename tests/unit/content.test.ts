import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentSchemas, fileRule, type ContentFile } from '../../src/content/files.ts';
import { readYaml } from '../../src/content/load.ts';
import { specInstallerAreas } from './support/specAreas.ts';
import { areas } from '../../src/content/areas/index.ts';

let copies: string[] = [];

/** A copy of src/content/ to change, and the site's modules loaded afresh from it. */
function contentCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
  copies.push(dir);
  cpSync('src/content', dir, { recursive: true });
  vi.stubEnv('CONTENT_DIR', dir);
  vi.resetModules();
  return dir;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe('content files', () => {
  it.each(Object.keys(contentSchemas) as ContentFile[])('%s parses', (file) => {
    const { schema, figures } = fileRule(file);
    expect(() => readYaml(file, schema, figures)).not.toThrow();
  });

  it("every area file parses, the spec's areas among them", () => {
    expect(areas.map((a) => a.slug)).toEqual(expect.arrayContaining([...specInstallerAreas]));
  });

  it('a broken file fails naming its path and field', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'plans.yaml');
    const plans = parse(readFileSync(file, 'utf8')) as { plans: { price: unknown }[] };
    plans.plans[1]!.price = 'a hundred and fifty';
    writeFileSync(file, stringify(plans));
    await expect(import('../../src/content/plans.ts')).rejects.toThrow(
      /plans\.yaml does not match its schema:\n {2}plans\.1\.price: Invalid input: expected number/,
    );
  });

  it('a template with an unknown token fails naming its file and field, and the tokens it may use', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'forms.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('See our {link}.', 'See our {policy}.'));
    await expect(import('../../src/content/forms.ts')).rejects.toThrow(
      /forms\.yaml does not match its schema:\n {2}shared\.privacy: unknown token \{policy\}; this text may use \{link\}/,
    );
  });

  it('a claim changed in claims.yaml changes on every page that shows it', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'claims.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('figure: 48-75%', 'figure: 40-60%'));
    writeFileSync(file, readFileSync(file, 'utf8').replace("figure: '98'", "figure: '96'"));
    const { homeStats } = await import('../../src/content/stats.ts');
    const { aboutStats } = await import('../../src/content/about.ts');
    const { figures, benefitsGuide } = await import('../../src/content/guides.ts');
    expect(homeStats.map((s) => s.value)).toContain('40-60%');
    expect(aboutStats.map((s) => s.value)).toContain('96%');
    expect(figures.costSaving).toBe('40-60%');
    expect(JSON.stringify(benefitsGuide)).toContain('40-60% less');
    expect(JSON.stringify(benefitsGuide)).not.toContain('48-75%');
  });

  it('a project names the service pages that show it, so renaming the project breaks no page', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'gallery.yaml');
    const stored = parse(readFileSync(file, 'utf8')) as {
      gallery: { slug: string; servicePages: string[] }[];
    };
    const shown = stored.gallery.find((p) => p.servicePages.length > 0)!;
    const service = shown.servicePages[0]!;
    shown.slug = `${shown.slug}-renamed`;
    writeFileSync(file, stringify(stored));
    const { getService } = await import('../../src/content/services.ts');
    const { relatedProject } = await import('../../src/content/serviceProject.ts');
    const { projectPath } = await import('../../src/paths.ts');
    expect(relatedProject(getService(service))).toMatchObject({
      kind: 'gallery',
      href: projectPath(shown.slug),
    });
  });

  it('a service page no project names shows the case study', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'gallery.yaml');
    const stored = parse(readFileSync(file, 'utf8')) as { gallery: { servicePages: string[] }[] };
    const service = stored.gallery.flatMap((p) => p.servicePages)[0]!;
    for (const p of stored.gallery) p.servicePages = p.servicePages.filter((s) => s !== service);
    writeFileSync(file, stringify(stored));
    const { getService } = await import('../../src/content/services.ts');
    const { relatedProject } = await import('../../src/content/serviceProject.ts');
    expect(relatedProject(getService(service)).kind).toBe('case-study');
  });

  it('an area created as one file (as the editor creates it) is a working area: pages, region, postcodes, sitemap', async () => {
    const dir = contentCopy();
    const barnes = parse(readFileSync(path.join(dir, 'areas/barnes.yaml'), 'utf8')) as Record<
      string,
      unknown
    >;
    const { order: _order, ...rest } = barnes;
    writeFileSync(
      path.join(dir, 'areas/clapham.yaml'),
      stringify({ ...rest, name: 'Clapham', region: 'wandsworth-and-merton', postcodes: ['SW4'] }),
    );
    const { areas, regions, outwardCodeAreas } = await import('../../src/content/areas/index.ts');
    const { routes } = await import('../../src/routes.ts');
    const { findPostcodeArea } = await import('../../src/content/areas/postcodes.ts');
    expect(areas.map((a) => a.slug)).toContain('clapham');
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/services/secondary-glazing-installers/clapham');
    expect(paths).toContain('/areas/clapham');
    expect(routes.find((r) => r.path === '/areas/clapham')).toMatchObject({
      indexable: true,
      canonical: '/services/secondary-glazing-installers/clapham',
    });
    expect(regions.find((r) => r.id === 'wandsworth-and-merton')!.areas).toContain('clapham');
    expect(findPostcodeArea('SW4 0AA', outwardCodeAreas)).toMatchObject({
      kind: 'match',
      areas: ['clapham'],
    });
  });

  it('a price is written once: the plans and each service set it, every other text shows it from there', async () => {
    const dir = contentCopy();
    const plansFile = path.join(dir, 'plans.yaml');
    const plans = parse(readFileSync(plansFile, 'utf8')) as { plans: { slug: string; price: number }[] };
    const essential = plans.plans.find((p) => p.slug === 'essential')!;
    essential.price += 10;
    writeFileSync(plansFile, stringify(plans));
    const servicesFile = path.join(dir, 'services.yaml');
    const data = parse(readFileSync(servicesFile, 'utf8')) as {
      services: { slug: string; pricing: { discriminant: string; value: { price?: number } } }[];
    };
    const residential = data.services.find((s) => s.slug === 'residential-secondary-glazing')!;
    const newPrice = residential.pricing.value.price! + 25;
    residential.pricing.value.price = newPrice;
    writeFileSync(servicesFile, stringify(data));

    const { getService } = await import('../../src/content/services.ts');
    const { guideFigures, comparisons } = await import('../../src/content/guides.ts');
    expect(getService('maintenance-repairs')).toMatchObject({ price: essential.price, unit: 'visit' });
    expect(getService('residential-secondary-glazing')).toMatchObject({ price: newPrice, unit: 'window' });
    expect(getService('residential-secondary-glazing').route.description).toContain(
      `from £${newPrice} per window`,
    );
    expect(guideFigures.residentialPrice).toBe(`from £${newPrice} per window`);
    expect(JSON.stringify(comparisons)).toContain(`From £${newPrice} per window`);
  });

  it('a service switched to "priced by quote" in the editor still builds: its words say so, and its page says what the quote depends on', async () => {
    const dir = contentCopy();
    const servicesFile = path.join(dir, 'services.yaml');
    const data = parse(readFileSync(servicesFile, 'utf8')) as {
      services: { slug: string; pricing: unknown }[];
    };
    const residential = data.services.find((s) => s.slug === 'residential-secondary-glazing')!;
    // The one choice the editor offers: its worked example goes with the price, and a quote asks what it depends on.
    const dependsOn = ['The number of windows', 'The glass each room needs', 'Access to the windows'];
    residential.pricing = { discriminant: 'quote', value: { dependsOn } };
    writeFileSync(servicesFile, stringify(data));

    const { words } = await import('../../src/content/interface.ts');
    const { getService } = await import('../../src/content/services.ts');
    const { comparisons } = await import('../../src/content/guides.ts');
    const byQuote = words.servicesHub.byQuote;
    const service = getService('residential-secondary-glazing');
    expect(service.price).toBeUndefined();
    expect(service.example.kind).toBe('quote');
    expect(service.priceDependsOn).toEqual(dependsOn);
    expect(service.route.description).toContain(byQuote.toLowerCase());
    expect(JSON.stringify(comparisons)).toContain(`${byQuote};`);
  });

  it('a service priced by quote says what the quote depends on, three things or more, in the editor as in the build', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'services.yaml');
    const data = parse(readFileSync(file, 'utf8')) as {
      services: { slug: string; pricing: { discriminant: string; value: { dependsOn: string[] } } }[];
    };
    const commercial = data.services.find((s) => s.slug === 'commercial-projects')!;
    expect(commercial.pricing.discriminant).toBe('quote');
    commercial.pricing.value.dependsOn = commercial.pricing.value.dependsOn.slice(0, 2);
    writeFileSync(file, stringify(data));
    await expect(import('../../src/content/services.ts')).rejects.toThrow(
      /services\.1\.pricing\.value\.dependsOn: Too small: expected array to have >=3 items/,
    );
    // The editor's list for it asks for the same three.
    const keystatic = (await import('../../keystatic.config.ts')).default as unknown as {
      singletons: Record<string, { schema: Record<string, unknown> }>;
    };
    const pricing = (
      keystatic.singletons.services!.schema.services as {
        element: { fields: Record<string, { values: Record<string, { fields: Record<string, unknown> }> }> };
      }
    ).element.fields.pricing!;
    expect(pricing.values.quote!.fields.dependsOn).toMatchObject({
      validation: { length: { min: 3, max: 5 } },
    });
    expect(pricing.values.amount!.fields.dependsOn).toMatchObject({
      validation: { length: { min: 0, max: 5 } },
    });
  });

  it('a service photo needs its description', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'services.yaml');
    const stored = parse(readFileSync(file, 'utf8')) as { services: Record<string, unknown>[] };
    stored.services[2]!.photo = { discriminant: true, value: { image: '/assets/images/services/sash.jpg' } };
    writeFileSync(file, stringify(stored));
    await expect(import('../../src/content/services.ts')).rejects.toThrow(/services\.2\.photo\.value\.alt/);
  });

  it("the service pages' shared words fill in the business name and the headline claims", async () => {
    const { servicePage } = await import('../../src/content/servicePage.ts');
    const { site } = await import('../../src/config/site.ts');
    const { claimFigure } = await import('../../src/content/proof.ts');
    expect(servicePage.assurance.title).toBe(`Why ${site.shortName}`);
    expect(servicePage.example.units.note).toContain(`within ${claimFigure('quoteTurnaround')}`);
    expect(JSON.stringify(servicePage)).not.toMatch(/\{\w+\}/);
  });

  it('a broken area file fails naming its path and field', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'areas/chelsea.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^tone: .*$/m, 'tone: gothic'));
    await expect(import('../../src/content/areas/index.ts')).rejects.toThrow(
      /areas\/chelsea\.yaml does not match its schema:\n {2}tone: /,
    );
  });

  it('an area removed in the editor while other files name it: each reference read as none and named by launch-check, no build stop', async () => {
    const dir = contentCopy();
    const areaFiles = readdirSync(path.join(dir, 'areas'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.replace(/\.yaml$/, ''));
    const read = (f: string) => parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>;
    // The area other areas name most as a neighbour (any would do: the content decides which).
    const named = areaFiles
      .flatMap((a) => (read(`areas/${a}.yaml`).neighbours as string[]) ?? [])
      .reduce((count, n) => count.set(n, (count.get(n) ?? 0) + 1), new Map<string, number>());
    const removed = [...named].sort((a, b) => b[1] - a[1])[0]![0];
    // A review and a project of that area, and a region no file has, as an office might leave them.
    const reviews = read('reviews.yaml') as { reviews: { page: { value: string } }[] };
    reviews.reviews[0]!.page.value = removed;
    writeFileSync(path.join(dir, 'reviews.yaml'), stringify(reviews));
    const gallery = read('gallery.yaml') as {
      gallery: { title: string; place: { discriminant: string; value: unknown } }[];
    };
    gallery.gallery[0]!.place = { discriminant: 'area', value: removed };
    writeFileSync(path.join(dir, 'gallery.yaml'), stringify(gallery));
    const kept = areaFiles.find((a) => a !== removed)!;
    writeFileSync(
      path.join(dir, `areas/${kept}.yaml`),
      stringify({ ...read(`areas/${kept}.yaml`), region: 'south-of-the-river' }),
    );
    rmSync(path.join(dir, `areas/${removed}.yaml`));

    const { areas, danglingAreaReferences } = await import('../../src/content/areas/index.ts');
    const { gallery: projects, unplacedProjects } = await import('../../src/content/gallery.ts');
    expect(areas.map((a) => a.slug)).not.toContain(removed);
    expect(areas.flatMap((a) => a.neighbours)).not.toContain(removed);
    expect(areas.find((a) => a.slug === kept)!.region).toBe('none');
    expect(projects.map((p) => p.title)).not.toContain(gallery.gallery[0]!.title);
    // Every project placed in the removed area is left out (the first, and any the content already placed there).
    const placedThere = gallery.gallery.filter(
      (p) => p.place.discriminant === 'area' && p.place.value === removed,
    );
    expect(projects).toHaveLength(gallery.gallery.length - placedThere.length);
    const { contentInput } = await import('../../scripts/launch/content.ts');
    const { launchFindings } = await import('../../scripts/launch/checks.ts');
    const messages = launchFindings(contentInput([], {}))
      .filter((f) => f.kind === 'dangling-reference')
      .map((f) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`reviews\\.yaml: reviews\\.0 .*area "${removed}" is no area file`)),
        expect.stringMatching(new RegExp(`gallery\\.yaml: gallery\\.0 .*area "${removed}" is no area file`)),
        expect.stringMatching(new RegExp(`neighbour "${removed}" is no other area file`)),
        expect.stringMatching(new RegExp(`areas/${kept}\\.yaml: region "south-of-the-river" is no region`)),
      ]),
    );
    expect(danglingAreaReferences.length + unplacedProjects.length).toBe(messages.length);
  });

  it('adding an area file adds both its pages, and its installer page to the sitemap', async () => {
    const dir = contentCopy();
    const putney = parse(readFileSync(path.join(dir, 'areas/putney.yaml'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(
      path.join(dir, 'areas/east-sheen.yaml'),
      stringify({ ...putney, name: 'East Sheen', order: 18 }),
    );
    const { routes } = await import('../../src/routes.ts');
    const { inXmlSitemap } = await import('../../src/lib/seo/sitemap.ts');
    const { site } = await import('../../src/config/site.ts');
    for (const page of ['/services/secondary-glazing-installers/east-sheen', '/areas/east-sheen'])
      expect(routes.find((r) => r.path === page)?.label).toBe('East Sheen');
    // One page per area in the sitemap: the installer page; the /areas page names it as canonical.
    expect(inXmlSitemap(`${site.url}/services/secondary-glazing-installers/east-sheen`)).toBe(true);
    expect(inXmlSitemap(`${site.url}/areas/east-sheen`)).toBe(false);
    expect(routes.find((r) => r.path === '/areas/east-sheen')?.canonical).toBe(
      '/services/secondary-glazing-installers/east-sheen',
    );
    expect(inXmlSitemap(`${site.url}/areas/nowhere`)).toBe(false);
  });
});
