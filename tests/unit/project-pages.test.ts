// Over the built pages (npm run build first): each project's own page and the links to it, the home page's links to
// every area, the visible breadcrumbs against their BreadcrumbList data, and the questions homeowners ask first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/config/site.ts';
import { areas } from '../../src/content/areas/index.ts';
import { gallery } from '../../src/content/gallery.ts';
import { guideFigures } from '../../src/content/guides.ts';
import { fill, words } from '../../src/content/interface.ts';
import { projectArea } from '../../src/content/projects.ts';
import { services } from '../../src/content/services.ts';
import { serviceProject } from '../../src/content/serviceProject.ts';
import { familyPath, paths, projectPath, servicePath } from '../../src/paths.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
const pages = builtHtml(dist);
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const load = (route: string) => {
  const file = path.join(dist, fileOf(route));
  if (!existsSync(file)) throw new Error(`${route}: not built (${file})`);
  return parseDocument(readFileSync(file, 'utf8'));
};
type Doc = ReturnType<typeof parseDocument>;
const text = (node: Element | Doc) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
const all = (doc: Doc, test: (el: Element) => boolean) => DomUtils.findAll(test, doc.children);
const links = (doc: Doc) =>
  all(doc, (el) => el.name === 'a' && !!el.attribs.href).map((a) => ({
    href: a.attribs.href!,
    text: text(a),
  }));
const main = (doc: Doc) => DomUtils.findOne((el) => el.name === 'main', doc.children)!;
const graph = (doc: Doc): Record<string, unknown>[] => {
  const script = DomUtils.findOne(
    (el) => el.name === 'script' && el.attribs.type === 'application/ld+json',
    doc.children,
  );
  return script ? (JSON.parse(text(script)) as { '@graph': Record<string, unknown>[] })['@graph'] : [];
};

describe('a page per project', () => {
  it.each(gallery.map((p) => [p.slug, p] as const))(
    '/projects/%s shows the project and links on',
    (_, project) => {
      const doc = load(projectPath(project.slug));
      const body = text(main(doc));
      expect(text(DomUtils.findOne((el) => el.name === 'h1', doc.children)!)).toBe(project.title);
      for (const part of [
        project.description,
        project.problem,
        project.result,
        project.place,
        project.propertyType,
      ])
        expect(body).toContain(part);
      for (const feature of project.features) expect(body).toContain(feature);
      if (project.windowsFitted)
        expect(body).toMatch(
          new RegExp(`${words.projectPages.windowsFitted}\\s*${project.windowsFitted}(?!\\d)`),
        );
      const hrefs = links(doc).map((l) => l.href);
      expect(hrefs).toContain(servicePath(project.service));
      const area = projectArea(project);
      if (area)
        expect(links(doc)).toContainEqual({
          href: area.href,
          text: fill(words.areaPages.areaLink, { area: area.name }),
        });
      const node = graph(doc).find((n) => n['@type'] === 'WebPage')!;
      expect(node.url).toBe(absoluteUrl(projectPath(project.slug)));
      expect(node.about).toEqual({ '@id': `${absoluteUrl(servicePath(project.service))}#service` });
      const canonical = DomUtils.findOne(
        (el) => el.name === 'link' && el.attribs.rel === 'canonical',
        doc.children,
      );
      expect(canonical?.attribs.href).toBe(absoluteUrl(projectPath(project.slug)));
    },
  );

  it('every project is in the XML sitemap', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const p of gallery) expect(sitemap).toContain(`<loc>${absoluteUrl(projectPath(p.slug))}</loc>`);
  });

  it('the home gallery links each project and its area', () => {
    const home = links(load(paths.home));
    for (const p of gallery) {
      expect(home.map((l) => l.href)).toContain(projectPath(p.slug));
      const area = projectArea(p);
      if (area)
        expect(home).toContainEqual({
          href: area.href,
          text: fill(words.areaPages.areaLink, { area: area.name }),
        });
    }
  });

  it("a service page's related project and an area's \"Our work in X\" link the project's page", () => {
    const shown = services.flatMap((service) => {
      const project = serviceProject(service);
      return project ? [{ service, project }] : [];
    });
    expect(shown.length).toBeGreaterThan(0);
    for (const { service, project } of shown)
      expect(links(load(servicePath(service.slug))).map((l) => l.href)).toContain(projectPath(project.slug));
    for (const p of gallery) {
      const area = projectArea(p);
      if (!area) continue;
      const page = load(area.href);
      expect(text(main(page))).toContain(fill(words.areaPages.projects, { area: area.name }));
      expect(links(page)).toContainEqual({ href: projectPath(p.slug), text: p.title });
    }
    expect(pages.filter((p) => p.html.includes('/#project-')).map((p) => p.file)).toEqual([]);
  });
});

describe('the home page links every area', () => {
  it('with a descriptive link per area file ("Secondary glazing in Chelsea")', () => {
    const home = links(load(paths.home));
    for (const area of areas)
      expect(home).toContainEqual({
        href: area.areaPage ? familyPath('area', area.slug) : familyPath('installer', area.slug),
        text: fill(words.areaPages.areaLink, { area: area.name }),
      });
  });
});

describe('breadcrumbs', () => {
  it('every page with BreadcrumbList data shows that trail, and only those pages show one', () => {
    const faults: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const doc = parseDocument(page.html);
      const list = graph(doc).find((n) => n['@type'] === 'BreadcrumbList') as
        { itemListElement: { position: number; name: string; item: string }[] } | undefined;
      const nav = DomUtils.findOne(
        (el) => el.name === 'nav' && el.attribs['aria-label'] === words.breadcrumbs,
        doc.children,
      );
      if (!list || !nav) {
        if (list || nav)
          faults.push(`${page.file}: ${list ? 'data but no visible trail' : 'a trail but no data'}`);
        continue;
      }
      // The last crumb is this page: named, not linked; its address is the page's own (an /areas page's canonical
      // link names its installer page instead).
      const own = absoluteUrl(
        `/${page.file
          .replace(/\.html$/, '')
          .split(path.sep)
          .join('/')}`.replace(/^\/index$/, '/'),
      );
      const shown = all(nav as unknown as Doc, (el) => el.name === 'li').map((li) => {
        const a = DomUtils.findOne((el) => el.name === 'a', li.children);
        return { name: text(li), item: a ? absoluteUrl(a.attribs.href!) : own };
      });
      const data = list.itemListElement.map(({ name, item }) => ({ name, item }));
      if (JSON.stringify(shown) !== JSON.stringify(data))
        faults.push(`${page.file}: shows ${JSON.stringify(shown)}, data ${JSON.stringify(data)}`);
      checked++;
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});

describe('answers to what homeowners ask first', () => {
  const sourced = services.flatMap((s) =>
    s.faqs.filter((f) => f.source).map((f) => ({ service: s, faq: f })),
  );

  it('each service page shows its questions, their sources, and has them all in its FAQPage data', () => {
    for (const service of services) {
      const doc = load(servicePath(service.slug));
      const body = text(main(doc));
      const faq = graph(doc).find((n) => n['@type'] === 'FAQPage') as {
        mainEntity: {
          name: string;
          acceptedAnswer: { text: string; citation?: { name: string; url: string } };
        }[];
      };
      expect(faq.mainEntity.map((q) => q.name)).toEqual(service.faqs.map((f) => f.question));
      for (const [i, f] of service.faqs.entries()) {
        expect(body).toContain(f.question);
        expect(body).toContain(f.answer);
        expect(faq.mainEntity[i]!.acceptedAnswer.citation).toEqual(
          f.source ? { '@type': 'CreativeWork', name: f.source.name, url: f.source.url } : undefined,
        );
        if (f.source) expect(links(doc)).toContainEqual({ href: f.source.url, text: f.source.name });
      }
    }
  });

  it('escape windows, listed building consent, conservation areas and VAT are answered once, from Approved Document B, Historic England and HMRC', () => {
    const sources = [
      'approved-document-b',
      'historicengland.org.uk/advice/technical-advice',
      'historicengland.org.uk/advice/planning',
      'notice-7086',
    ];
    for (const source of sources)
      expect(sourced.filter(({ faq }) => faq.source!.url.includes(source))).toHaveLength(1);
  });

  it('cost and "how much quieter" are answered with the content\'s own figures', () => {
    const residential = load(servicePath('residential-secondary-glazing'));
    const body = text(main(residential));
    for (const figure of [
      'residentialPrice',
      'threeBedSecondary',
      'threeBedReplacement',
      'overExistingDb',
      'overExistingPerceived',
    ])
      expect(body).toContain(String(guideFigures[figure]));
    const questions = services.flatMap((s) => s.faqs.map((f) => f.question.toLowerCase()));
    for (const topic of [
      'cost',
      'quieter',
      'between the two panes',
      'fresh air and clean',
      'fire escape',
      'listed building consent',
      'vat',
    ]) {
      // By whole words, so "vat" is not found in "conservation"; the failure names the topic.
      const asked = new RegExp(`\\b${topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      expect(
        questions.filter((q) => asked.test(q)),
        `exactly one service question about "${topic}"`,
      ).toHaveLength(1);
    }
  });
});
