// Over the built pages (npm run build first): the projects page, its pages by service and by area (plain links, no
// script), the projects in the breadcrumb, beside the case study and beside each other; and a project page that shows
// each part the content holds for it and nothing for a part it lacks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/config/site.ts';
import { fill, words } from '../../src/content/interface.ts';
import { pages as heads } from '../../src/content/pages.ts';
import {
  projectAreas,
  projectCardFacts,
  projectLinks,
  projectNeighbours,
  projectServices,
  projects,
} from '../../src/content/projects.ts';
import { getService } from '../../src/content/services.ts';
import { ProjectPage } from '../../src/components/projects/ProjectPage.tsx';
import { paths, projectFilterPath, projectPath } from '../../src/paths.ts';
import { requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
type Doc = ReturnType<typeof parseDocument>;
const load = (route: string): Doc => {
  const file = path.join(dist, `${route.slice(1)}.html`);
  if (!existsSync(file)) throw new Error(`${route}: not built (${file})`);
  return parseDocument(readFileSync(file, 'utf8'));
};
const text = (node: Element | Doc) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
const find = (doc: Doc | Element, test: (el: Element) => boolean) =>
  DomUtils.findOne(test, 'children' in doc ? doc.children : [doc]);
const main = (doc: Doc) => find(doc, (el) => el.name === 'main')!;
const hrefsIn = (node: Element) =>
  DomUtils.findAll((el) => el.name === 'a' && !!el.attribs.href, node.children).map((a) => a.attribs.href!);
const graph = (doc: Doc): Record<string, unknown>[] => {
  const script = find(doc, (el) => el.name === 'script' && el.attribs.type === 'application/ld+json');
  return script ? (JSON.parse(text(script)) as { '@graph': Record<string, unknown>[] })['@graph'] : [];
};
const head = (doc: Doc) => ({
  title: text(find(doc, (el) => el.name === 'title')!),
  description: find(doc, (el) => el.name === 'meta' && el.attribs.name === 'description')?.attribs.content,
  canonical: find(doc, (el) => el.name === 'link' && el.attribs.rel === 'canonical')?.attribs.href,
});
/** The project cards of a page: each article's link to a project page. */
const cards = (doc: Doc) =>
  DomUtils.findAll((el) => el.name === 'article', main(doc).children).map((article) => ({
    href: hrefsIn(article).find((h) => h.startsWith(`${paths.projects}/`)),
    text: text(article),
  }));

const lists = [
  { path: paths.projects, items: projects },
  ...projectServices.map((s) => ({ path: s.href, items: s.projects })),
  ...projectAreas.map((a) => ({ path: a.href, items: a.projects })),
];

describe('the projects page and its pages by service and by area', () => {
  it.each(lists.map((l) => [l.path, l] as const))(
    '%s shows a card per project with its place, property, service and windows',
    (_, { path: route, items }) => {
      const doc = load(route);
      const shown = cards(doc);
      expect(shown.map((c) => c.href)).toEqual(items.map((p) => p.href));
      for (const [i, project] of items.entries()) {
        const facts = projectCardFacts(project);
        expect(shown[i]!.text).toContain(project.title);
        expect(shown[i]!.text).toContain(`${words.projectPages.place}${facts.place}`);
        expect(shown[i]!.text).toContain(`${words.projectPages.service}${getService(project.service).title}`);
        if (facts.propertyType) expect(shown[i]!.text).toContain(facts.propertyType);
        if (facts.windowsFitted)
          expect(shown[i]!.text).toContain(`${words.projectPages.windowsFitted}${facts.windowsFitted}`);
        else expect(shown[i]!.text).not.toContain(words.projectPages.windowsFitted);
      }
      // Filters are plain links to every list's page, the page shown marked current; no form, no script needed.
      const nav = find(
        main(doc),
        (el) => el.name === 'nav' && el.attribs['aria-labelledby'] === 'project-filters',
      )!;
      expect(hrefsIn(nav).sort()).toEqual(lists.map((l) => l.path).sort());
      const current = DomUtils.findAll((el) => el.attribs['aria-current'] === 'page', nav.children);
      expect(current.map((a) => a.attribs.href)).toEqual([route]);
      expect(find(main(doc), (el) => el.name === 'form' || el.name === 'astro-island')).toBeNull();
      // Its own head and a CollectionPage listing the projects.
      expect(head(doc).canonical).toBe(absoluteUrl(route));
      const node = graph(doc).find((n) => n['@type'] === 'CollectionPage') as {
        url: string;
        mainEntity: { itemListElement: { url: string }[] };
      };
      expect(node.url).toBe(absoluteUrl(route));
      expect(node.mainEntity.itemListElement.map((i) => i.url)).toEqual(
        items.map((p) => absoluteUrl(p.href)),
      );
    },
  );

  it('each list has a title and description of its own, named after its service or area', () => {
    const shown = lists.map((l) => head(load(l.path)));
    expect(new Set(shown.map((h) => h.title)).size).toBe(lists.length);
    expect(new Set(shown.map((h) => h.description)).size).toBe(lists.length);
    for (const s of projectServices) {
      const h = head(load(projectFilterPath('service', s.slug)));
      expect(h.description).toBe(fill(heads.projectsByService.description, { service: s.name }));
      expect(h.title).toContain(fill(heads.projectsByService.title, { service: s.name }));
    }
    for (const a of projectAreas)
      expect(head(load(projectFilterPath('area', a.slug))).description).toBe(
        fill(heads.projectsByArea.description, { area: a.name }),
      );
  });

  it('the projects page is in the XML sitemap; its filtered lists are followed, never indexed', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${absoluteUrl(paths.projects)}</loc>`);
    for (const l of lists.filter((l) => l.path !== paths.projects)) {
      expect(sitemap).not.toContain(`<loc>${absoluteUrl(l.path)}</loc>`);
      const robots = find(load(l.path), (el) => el.name === 'meta' && el.attribs.name === 'robots');
      expect(robots?.attribs.content).toBe('noindex, follow');
    }
  });

  it('/case-studies lists and links every project, and the projects page', () => {
    const hrefs = hrefsIn(main(load(paths.caseStudies)));
    for (const p of projects) expect(hrefs).toContain(p.href);
    expect(hrefs).toContain(paths.projects);
  });
});

describe("a project's page", () => {
  it.each(projects.map((p) => [p.slug, p] as const))(
    '/projects/%s: Home › Projects › the project, and links to its neighbours',
    (_, project) => {
      const doc = load(projectPath(project.slug));
      const trail = graph(doc).find((n) => n['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string; item: string }[];
      };
      expect(trail.itemListElement.map((c) => c.item)).toEqual(
        [paths.home, paths.projects, project.href].map(absoluteUrl),
      );
      const nav = find(doc, (el) => el.name === 'nav' && el.attribs['aria-label'] === words.breadcrumbs)!;
      expect(hrefsIn(nav)).toEqual([paths.home, paths.projects]);
      // Its neighbours where it has any (a project alone in its service and area has none), and always the list.
      const neighbours = projectNeighbours(project);
      expect(hrefsIn(main(doc))).toContain(paths.projects);
      for (const n of neighbours) expect(n.service === project.service || n.area === project.area).toBe(true);
      expect(cards(doc).map((c) => c.href)).toEqual(neighbours.map((n) => n.href));
      expect(text(main(doc)).includes(words.projectPages.neighbours)).toBe(neighbours.length > 0);
    },
  );

  it('most projects have a neighbour of the same service or area', () => {
    expect(projects.filter((p) => projectNeighbours(p).length > 0).length).toBeGreaterThan(
      projects.length / 2,
    );
  });

  it.each(projects.map((p) => [p.slug, p] as const))(
    '/projects/%s shows each part it holds and no label for a part it lacks',
    (_, project) => {
      const body = text(main(load(projectPath(project.slug))));
      const t = words.projectPages;
      const parts = [
        [t.duration, project.duration],
        [t.costBand, project.costBand],
        [t.clientWords, project.clientWords],
      ] as const;
      for (const [label, part] of parts)
        if (part) expect(body).toContain(label);
        else expect(body).not.toContain(label);
      if (project.duration) expect(body).toContain(`${t.duration}${project.duration}`);
    },
  );

  it("shows photos, measured levels, the client's words, the cost band and the duration where a project has them", () => {
    const project = {
      ...projects[0]!,
      windowsFitted: 7,
      dbBefore: 68,
      dbAfter: 35,
      duration: 'One morning',
      costBand: { from: 3000, to: 4000 },
      clientWords: {
        text: 'The bedroom is quiet at last, and the sashes look as they did.',
        name: 'A. Client',
        sample: true,
      },
    };
    const image = { src: '/after.jpg', width: 4, height: 3, sources: [] };
    const render = (p: typeof project, before?: typeof image) =>
      parseDocument(
        renderToStaticMarkup(
          createElement(ProjectPage, {
            project: p,
            pictures: { image, alt: 'After', before },
            links: projectLinks(p),
            neighbours: [],
          }),
        ),
      );
    const t = words.projectPages;
    const full = render(project, { ...image, src: '/before.jpg' });
    const body = text(full);
    for (const part of [
      `${t.duration}One morning`,
      `${t.costBand}£3,000-£4,000`,
      t.clientWords,
      project.clientWords.text,
      words.proof.sampleReview,
      '68 dB',
      '35 dB',
      t.before,
      t.after,
    ])
      expect(body).toContain(part);
    expect(DomUtils.findAll((el) => el.name === 'img', full.children).map((i) => i.attribs.src)).toEqual([
      '/before.jpg',
      '/after.jpg',
    ]);

    const bare = render({
      ...project,
      windowsFitted: undefined,
      dbBefore: undefined,
      dbAfter: undefined,
      duration: undefined,
      costBand: undefined,
      clientWords: undefined,
    } as unknown as typeof project);
    const bareBody = text(bare);
    for (const label of [t.duration, t.costBand, t.clientWords, t.windowsFitted, ' dB', t.before])
      expect(bareBody).not.toContain(label);
    // No empty block stands where a part is missing.
    const empty = DomUtils.findAll(
      (el) =>
        ['dd', 'dt', 'p', 'blockquote', 'figure', 'li'].includes(el.name) &&
        text(el) === '' &&
        !find(el, (c) => c.name === 'img'),
      bare.children,
    );
    expect(empty.map((el) => el.name)).toEqual([]);
  });
});
