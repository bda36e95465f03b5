// Over the built pages (npm test builds first): what the home, about, services, legal and sitemap pages and the
// footer say, read from the content they are built from (the business edits it); the spec's own words written out.
import { existsSync } from 'node:fs';
import { companyFacts } from '../../src/components/proof/companyFacts.ts';
import { describe, expect, it } from 'vitest';
import { home } from '../../src/content/home.ts';
import { homeStats, results, averageDbLabel, percentRange } from '../../src/content/stats.ts';
import { benefits } from '../../src/content/benefits.ts';
import { gallery, projectPicture } from '../../src/content/gallery.ts';
import { processSteps } from '../../src/content/process.ts';
import { about, aboutStats, promises } from '../../src/content/about.ts';
import { pricingText, services } from '../../src/content/services.ts';
import { site } from '../../src/config/site.ts';
import { footerRoutes, routes } from '../../src/routes.ts';
import { paths } from '../../src/paths.ts';
import { fill, words } from '../../src/content/interface.ts';
import { builtFile, builtPage, linksNamed, tagIs, text, type BuiltPage } from './support/builtPage.ts';

const placeholderLinks = (page: BuiltPage) =>
  page.all((el) => el.name === 'a' && (el.attribs.href === undefined || el.attribs.href === '#'), page.main);
const headings = (page: BuiltPage, level: number, root: Parameters<BuiltPage['all']>[1]) =>
  page.all(tagIs(`h${level}`), root).map(text);

describe('home page', () => {
  const page = builtPage('/');
  const { sections } = home;

  it('has one main heading; its hero links to the quote form and the process section', () => {
    expect(page.all(tagIs('h1'))).toHaveLength(1);
    const hero = page.region(home.hero.title);
    expect(linksNamed(hero, 'Get Free Quote').map((l) => l.href)).toEqual(['/quote-request']);
    expect(linksNamed(hero, 'How It Works').map((l) => l.href)).toEqual(['#how-it-works']);
    expect(page.name(page.one((el) => el.attribs.id === 'how-it-works'))).toBe(sections.process.title);
  });

  it('shows the stat cards, each figure with its label', () => {
    const stats = page.all(tagIs('li'), page.region(sections.stats.title)).map(text);
    expect(stats).toHaveLength(homeStats.length);
    for (const [i, { value, label }] of homeStats.entries()) {
      expect(stats[i]).toContain(value);
      expect(stats[i]).toContain(label);
    }
  });

  it('shows the benefit cards', () => {
    const cards = page.region(sections.benefits.title);
    expect(page.all(tagIs('li'), cards)).toHaveLength(benefits.length);
    expect(headings(page, 3, cards)).toEqual(benefits.map((b) => b.title));
  });

  it('gallery shows every project card, each with a sized, lazy image and its feature tags', () => {
    const cards = page.all(tagIs('article'), page.region(sections.gallery.title));
    expect(cards).toHaveLength(gallery.length);
    for (const [i, project] of gallery.entries()) {
      const card = cards[i]!;
      expect(headings(page, 3, card)).toEqual([project.title]);
      expect(page.all(tagIs('li'), card).map(text)).toEqual(project.features);
      const img = page.one(tagIs('img'), card);
      expect(img.attribs).toMatchObject({
        width: expect.stringMatching(/^\d+$/),
        height: expect.stringMatching(/^\d+$/),
        loading: 'lazy',
        alt: projectPicture(project).alt,
      });
    }
  });

  it('lists the four process steps in order', () => {
    const steps = page.all(
      tagIs('li'),
      page.one((el) => el.attribs.id === 'how-it-works'),
    );
    expect(steps.map((s) => headings(page, 3, s)[0])).toEqual(
      processSteps.map((step, i) => `${fill(words.step, { number: i + 1 })}: ${step.title}`),
    );
  });

  it('results panel states each figure in text', () => {
    const panel = page.region(sections.results.title);
    const items = page.all(tagIs('li'), panel).map(text);
    for (const source of results.bySource) {
      const item = items.find((i) => i.includes(source.source));
      expect(item, source.source).toContain(percentRange(source));
    }
    expect(text(panel)).toContain(averageDbLabel);
  });

  it('has no placeholder links and only real targets', () => {
    expect(placeholderLinks(page)).toEqual([]);
    const calls = linksNamed(page.main, 'Call ').filter((l) => l.text.startsWith('Call '));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.href).toMatch(/^tel:\+44/);
  });
});

describe('about page', () => {
  const page = builtPage('/about');

  // The figures, promises, values and expertise are content (about.yaml, claims.yaml, business.json).
  it('states the company record and promises as the content gives them', () => {
    expect(page.all(tagIs('li'), page.region(words.about.record)).map(text)).toEqual(
      aboutStats.map((s) => `${s.value}${s.label}`),
    );
    for (const promise of promises) expect(text(page.main)).toContain(promise);
  });

  it('has a mission, its values and technical expertise lists', () => {
    expect(page.all(tagIs('h1'))).toHaveLength(1);
    expect(headings(page, 2, page.main)).toContain(about.mission.title);
    expect(headings(page, 3, page.region(words.about.valuesTitle))).toEqual(about.values.map((v) => v.title));
    const expertise = page.region(words.about.expertiseTitle);
    expect(headings(page, 3, expertise)).toEqual(about.expertise.map((e) => e.title));
    // One list a group; the company details (business details, once supplied) follow in a section of their own.
    const company = page.regions(words.proof.companyDetails, expertise);
    const companyLists = company.flatMap((c) => page.all(tagIs('ul', 'ol'), c));
    expect(page.all(tagIs('ul', 'ol'), expertise).length - companyLists.length).toBe(about.expertise.length);
    expect(
      company.map((c) => page.all(tagIs('li'), c).map(text).slice(0, companyFacts(site).length)),
    ).toEqual(companyFacts(site).length || site.guarantee.url ? [companyFacts(site)] : []);
  });

  it('describes itself as an AboutPage and links only to real targets', () => {
    expect(page.jsonLd().some((n) => n['@type'] === 'AboutPage')).toBe(true);
    expect(placeholderLinks(page)).toEqual([]);
    expect(linksNamed(page.main, 'Contact Our Experts').map((l) => l.href)).toEqual(['/contact']);
  });
});

describe('services page', () => {
  const page = builtPage(paths.services);
  const t = words.servicesHub;

  it('the service cards link to their pages, each with its price', () => {
    const list = page.region(t.listTitle);
    const items = page.all(tagIs('li'), list).filter((li) => page.all(tagIs('a'), li).length > 0);
    expect(items).toHaveLength(services.length);
    for (const service of services) {
      expect(linksNamed(list, service.title, { exact: true }).map((l) => l.href)).toEqual([
        `/services/${service.slug}`,
      ]);
      expect(items.map(text).find((i) => i.includes(service.title))).toContain(pricingText(service));
      // The card's page is built and is that service's page.
      expect(builtPage(`/services/${service.slug}`).all(tagIs('h1')).map(text)).toEqual([service.title]);
    }
  });

  it('links to the installers hub', () => {
    expect(linksNamed(page.main, words.actions.findInstallers).map((l) => l.href)).toEqual([
      '/services/secondary-glazing-installers',
    ]);
  });

  it('shows the spec’s six glazing types with a description each', () => {
    const types = page.region(t.typesTitle);
    expect(headings(page, 3, types)).toEqual([
      'Hinged Casement',
      'Horizontal Sliding',
      'Vertical Sliding',
      'Fixed Light',
      'Lift-Out',
      'Magnetic',
    ]);
    const items = page.all(tagIs('li'), types);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(page.all(tagIs('svg'), item)).toHaveLength(1);
      expect(text(page.one(tagIs('p'), item))).toMatch(/.{50,}/);
    }
  });

  it('has no placeholder links', () => {
    expect(placeholderLinks(page)).toEqual([]);
  });
});

describe('footer', () => {
  const page = builtPage('/');
  const footer = page.one(tagIs('footer'));
  const nav = (name: string) => page.regions(name, footer);

  it('holds contact details, registry link lists, legal links and the year', () => {
    expect(linksNamed(footer, site.phone.display).map((l) => l.href)).toEqual([site.phone.href]);
    expect(linksNamed(footer, site.email).map((l) => l.href)).toEqual([`mailto:${site.email}`]);
    for (const h of site.hours) expect(text(footer)).toContain(h.display);
    for (const [group, name] of [
      ['services', words.layout.footerServices],
      ['resources', words.layout.footerResources],
    ] as const) {
      const [list] = nav(name);
      expect(list, name).toBeDefined();
      expect(list!.name).toBe('nav');
      expect(page.all((el) => /^h\d$/.test(el.name) && text(el) === name, list)).toHaveLength(1);
      const expected = footerRoutes(group).map((r) => r.label);
      expect(expected.length).toBeGreaterThan(3);
      // The page for the main search term closes the services list.
      expect(page.links(list).map((l) => l.text)).toEqual(
        group === 'services' ? [...expected, words.layout.installersInLondon] : expected,
      );
    }
    const [legal] = nav(words.layout.navLegal);
    expect(page.links(legal).map((l) => [l.text, l.href])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap'],
    ]);
    expect(text(footer)).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    // Every footer link to this site is a built page.
    for (const { href } of page.links(footer).filter((l) => l.href.startsWith('/')))
      expect(existsSync(builtFile(href.split('#')[0]!)), href).toBe(true);
  });
});

// The processors, the ICO and the governing law are what the law asks a notice and terms to state (UK GDPR arts
// 13-14, the Consumer Rights Act): written out here as well as in tests/unit/legal.test.ts (which reads the content).
describe('legal pages', () => {
  it('the privacy notice names the controller, the processors, the ICO and cookies', () => {
    const page = builtPage('/privacy');
    expect(page.all(tagIs('h1')).map(text)).toEqual(['Privacy Policy']);
    const main = text(page.main);
    for (const word of [
      words.legal.lastUpdated,
      site.name,
      'EmailJS',
      'form-collection service',
      'WhatsApp',
      'Meta',
      'UK GDPR',
      'sets no cookies',
    ])
      expect(main).toContain(word);
    expect(linksNamed(page.main, `E-mail ${site.email}`).map((l) => l.href)).toEqual([
      `mailto:${site.email}`,
    ]);
    expect(linksNamed(page.main, 'ICO').map((l) => l.href)).toEqual(['https://ico.org.uk/make-a-complaint/']);
  });

  it('the terms cover indicative prices, sample testimonials and governing law', () => {
    const page = builtPage('/terms');
    expect(page.all(tagIs('h1')).map(text)).toEqual(['Terms of Service']);
    for (const phrase of [
      'indicative',
      'written quote',
      'samples',
      'England and Wales',
      'Consumer Rights Act 2015',
    ])
      expect(text(page.main)).toContain(phrase);
  });

  it('the HTML sitemap links every registered route, under its groups', () => {
    const page = builtPage('/sitemap');
    const hrefs = page.links(page.main).map((l) => l.href);
    for (const r of routes) expect(hrefs, r.path).toContain(r.path);
    expect(new Set(hrefs).size).toBe(routes.length);
    const groupHeadings = page.all((el) => /^h\d$/.test(el.name), page.main).map(text);
    for (const g of Object.values(words.sitemap.groups)) expect(groupHeadings).toContain(g);
  });
});
