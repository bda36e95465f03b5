// Over the built pages (npm run build first): booking a survey is one tap from the home page's first section, from
// the opening of every service and area page and from the phone's bar; the home page's first section states the lowest
// price per window in the services' content; the phone's bar does not repeat the header's quote button; and the
// next steps (survey, calculator, projects, prices) are in the phone menu, the top bar, the footer and at the end of
// the projects page and the installers index.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/content/areas/index.ts';
import { words } from '../../src/content/interface.ts';
import { services } from '../../src/content/services.ts';
import { fromPrice } from '../../src/content/servicePrices.ts';
import { getRoute } from '../../src/routes.ts';
import { familyPath, paths, pricesPath, servicePath } from '../../src/paths.ts';
import { nextStepItems } from '../../src/components/layout/navigation.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
type Doc = ReturnType<typeof parseDocument>;
const load = (route: string): Doc =>
  parseDocument(
    readFileSync(path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8'),
  );
const text = (node: Element) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
const links = (node: Element) =>
  DomUtils.findAll((el) => el.name === 'a' && !!el.attribs.href, node.children).map((a) => ({
    href: a.attribs.href!,
    text: text(a),
  }));
/** The page's opening: the first section or header inside <main> after the breadcrumb trail. */
const opening = (doc: Doc) => {
  const main = DomUtils.findOne((el) => el.name === 'main', doc.children)!;
  return DomUtils.findOne((el) => el.name === 'section' || el.name === 'header', main.children)!;
};

describe('the next step in reach', () => {
  it("the home page's first section books a survey and states the lowest price per window in the content", () => {
    const hero = opening(load(paths.home));
    expect(links(hero).map((l) => l.href)).toContain(paths.survey);
    expect(links(hero).map((l) => l.href)).toContain(paths.quote);
    const lowest = Math.min(
      ...services.map((s) => fromPrice(s.pricing)).flatMap((p) => (p.unit === 'window' ? [p.price!] : [])),
    );
    expect(text(hero)).toContain(`£${lowest.toLocaleString('en-GB')} per window`);
  });

  it('every service page and area page books a survey from its opening', () => {
    const pages = [
      ...services.map((s) => servicePath(s.slug)),
      ...areas.flatMap((a) => [
        familyPath('installer', a.slug),
        ...(a.areaPage ? [familyPath('area', a.slug)] : []),
      ]),
    ];
    const without = pages.filter((p) => !links(opening(load(p))).some((l) => l.href === paths.survey));
    expect(without).toEqual([]);
    expect(pages.length).toBeGreaterThan(30);
  });

  it("the phone's bar books a survey and leaves the quote to the header's button, on every page", () => {
    const quoteLabel = getRoute(paths.quote).label;
    const faults: string[] = [];
    for (const page of builtHtml(dist)) {
      const doc = parseDocument(page.html);
      const dock = DomUtils.findOne((el) => el.attribs['data-contact-dock'] !== undefined, doc.children);
      const header = DomUtils.findOne((el) => el.name === 'header', doc.children);
      if (!dock || !header) continue;
      const inDock = links(dock);
      if (!inDock.some((l) => l.href === paths.survey && l.text === words.layout.dockSurvey))
        faults.push(`${page.file}: no survey button in the bar`);
      if (inDock.some((l) => l.href.startsWith(paths.quote) || l.text === quoteLabel))
        faults.push(`${page.file}: the bar repeats the quote button`);
      if (!links(header).some((l) => l.href === paths.quote && l.text === quoteLabel))
        faults.push(`${page.file}: the header has no '${quoteLabel}' button`);
    }
    expect(faults).toEqual([]);
  });
});

describe('the next steps where a visitor looks for them', () => {
  const steps = nextStepItems.map((item) => ({ href: item.href, text: item.label }));
  /** The element labelled by the heading with this id, or with this aria-label. */
  const named = (root: Element | Doc, name: string) =>
    DomUtils.findOne(
      (el) => el.attribs['aria-label'] === name || el.attribs['aria-labelledby'] === name,
      root.children,
    );

  it('names the survey, the calculator, projects and prices, each at its page', () => {
    expect(steps.map((s) => s.href)).toEqual([paths.survey, paths.calculator, paths.projects, pricesPath]);
    const [page, anchor] = pricesPath.split('#');
    expect(DomUtils.findOne((el) => el.attribs.id === anchor, load(page!).children)).toBeTruthy();
  });

  it('the phone menu, the top bar and the footer of every page hold them, beside the spec’s seven items', () => {
    const faults: string[] = [];
    for (const page of builtHtml(dist)) {
      const doc = parseDocument(page.html);
      const menu = DomUtils.findOne((el) => el.attribs.id === 'mobile-menu', doc.children);
      const header = DomUtils.findOne((el) => el.name === 'header', doc.children);
      const footer = DomUtils.findOne((el) => el.name === 'footer', doc.children);
      if (!menu || !header || !footer) continue;
      const places = {
        menu: named(menu, 'menu-next-steps'),
        'top bar': named(header, words.layout.nextSteps),
        footer: named(footer, 'footer-next-steps'),
      };
      for (const [place, nav] of Object.entries(places))
        if (
          !nav ||
          JSON.stringify(links(nav).map(({ href, text }) => ({ href, text }))) !== JSON.stringify(steps)
        )
          faults.push(`${page.file}: ${place}`);
      const main = named(menu, words.layout.navMenu);
      if (!main || links(main).length !== 7) faults.push(`${page.file}: the menu's seven items`);
    }
    expect(faults).toEqual([]);
  });

  it('the projects page and the installers index end with them', () => {
    for (const route of [paths.projects, paths.installers]) {
      const main = DomUtils.findOne((el) => el.name === 'main', load(route).children)!;
      const last = DomUtils.getChildren(main)
        .filter((n): n is Element => n.type === 'tag')
        .at(-1)!;
      expect(last.attribs['aria-labelledby'], route).toBe('next-steps');
      expect(links(last), route).toEqual(steps);
    }
  });
});
