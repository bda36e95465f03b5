// Over the built pages (npm test builds first): what each service page says, read from the services' content
// (services.yaml, plans.yaml, thermal.yaml, service-page.yaml): the business edits the words and prices.
import { describe, expect, it } from 'vitest';
import { pricingText, services } from '../../src/content/services.ts';
import { plans, popularLabel } from '../../src/content/plans.ts';
import { servicePage } from '../../src/content/servicePage.ts';
import { thermalOptions } from '../../src/content/thermal.ts';
import { serviceProject } from '../../src/content/serviceProject.ts';
import { caseStudy } from '../../src/content/guides.ts';
import { projectPath } from '../../src/paths.ts';
import { fill, words } from '../../src/content/interface.ts';
import { builtPage, linksNamed, tagIs, text } from './support/builtPage.ts';

const pageOf = (slug: string) => builtPage(`/services/${slug}`);
const gbp = (n: number) => (Number.isInteger(n) ? `£${n.toLocaleString('en-GB')}` : `£${n.toFixed(2)}`);

describe.each(services.map((s) => [s.slug, s] as const))('/services/%s', (slug, service) => {
  const page = pageOf(slug);
  const { main } = page;
  const hero = page.region(service.title);

  it('shows its price, real buttons and Service JSON-LD', () => {
    expect(page.all(tagIs('h1')).map(text)).toEqual([service.title]);
    expect(page.all((el) => text(el) === pricingText(service), hero)).not.toEqual([]);
    expect(linksNamed(hero, service.bookLabel).map((l) => l.href)).toEqual(['/book-survey']);
    expect(linksNamed(hero, 'Call 0').map((l) => l.href)).toEqual([expect.stringMatching(/^tel:\+44\d+$/)]);
    expect(linksNamed(hero, service.resource.label).map((l) => l.href)).toEqual([service.resource.href]);
    expect(linksNamed(main, 'Contact Our Experts').map((l) => l.href)).toEqual(['/contact']);
    // The closing band's link carries the service; the price guide's (same words) carries its choice too.
    expect(linksNamed(main, 'Get Free Quote').map((l) => l.href)).toContain(`/quote-request?service=${slug}`);
    const placeholders = page.all(
      (el) =>
        (el.name === 'a' && (el.attribs.href === undefined || el.attribs.href === '#')) ||
        (el.name === 'button' && !el.attribs.type),
      main,
    );
    expect(placeholders).toEqual([]);

    const node = page.jsonLd().find((n) => n['@type'] === 'Service') as
      | {
          provider: unknown;
          areaServed: unknown[];
          offers?: { price?: number; priceSpecification: { minPrice: number; unitText?: string } };
        }
      | undefined;
    expect(node).toBeDefined();
    expect(node!.provider).toBeTruthy();
    expect(node!.areaServed.length).toBeGreaterThan(0);
    if (service.price === undefined) expect(node!.offers).toBeUndefined();
    else {
      // A from-price: the lowest figure, never a fixed price.
      expect(node!.offers!.priceSpecification.minPrice).toBe(service.price);
      expect(node!.offers!.price).toBeUndefined();
      expect(node!.offers!.priceSpecification.unitText).toBe(service.unit && `per ${service.unit}`);
    }
  });

  it('shows its key facts in the hero, the price first, and no invented photo', () => {
    const facts = page.region(servicePage.facts.title, hero);
    expect(page.all(tagIs('dt'), facts).map(text)).toEqual([
      servicePage.facts.price,
      ...service.facts.map((f) => f.label),
    ]);
    expect(page.all(tagIs('dd'), facts).map(text)).toEqual([
      pricingText(service),
      ...service.facts.map((f) => f.value),
    ]);
    // Until the business adds a photo of this service, the hero shows none.
    expect(page.all(tagIs('img'), hero)).toHaveLength(service.photo ? 1 : 0);
  });

  it('works a price example out from the from-price, or says what a quote depends on', () => {
    const { units, plans: perPlan, quote } = servicePage.example;
    const example = page.region(
      { units: units.title, plans: perPlan.title, quote: quote.title }[service.example.kind],
    );
    const shown = text(example);
    const { example: kind, price, unit } = service;
    if (kind.kind === 'units') {
      const { count } = kind.value;
      expect(shown).toContain(`${count} ${unit}${count === 1 ? '' : 's'}`);
      if (count > 1) expect(shown).toContain(`from ${gbp(price!)} per ${unit}`);
      expect(shown).toContain(`from ${gbp(price! * count)} ${units.total}`);
      expect(shown).toContain(units.note);
    } else if (kind.kind === 'plans') {
      const rows = page.all(tagIs('tr'), page.one(tagIs('tbody'), example));
      expect(rows.map((r) => page.all(tagIs('th', 'td'), r).map(text))).toEqual(
        plans.map((plan) => {
          const year = plan.period === 'visit' ? plan.price * plan.inspections : plan.price;
          return [plan.name, gbp(year), String(plan.inspections), gbp(year / plan.inspections)];
        }),
      );
    } else {
      expect(page.all(tagIs('li'), example).map(text)).toEqual(service.priceDependsOn);
      expect(shown).not.toContain('£');
    }
  });

  it('asks the questions of its FAQPage structured data, each with its answer and source', () => {
    const faq = page.jsonLd().find((n) => n['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(service.faqs.map((f) => f.question));
    const details = page.all(tagIs('details'), page.region(servicePage.faqs.title));
    expect(details).toHaveLength(service.faqs.length);
    for (const [i, q] of faq.mainEntity.entries()) {
      const summary = page.one(tagIs('summary'), details[i]!);
      expect(page.all((el) => text(el) === q.name, summary)).not.toEqual([]);
      // The answer sits outside the summary: shown only when the question is opened (the browser test opens it).
      expect(page.all((el) => el !== summary && text(el) === q.acceptedAnswer.text, details[i]!)).not.toEqual(
        [],
      );
      expect(text(summary)).not.toContain(q.acceptedAnswer.text);
      const source = service.faqs[i]!.source;
      if (source) expect(linksNamed(details[i]!, source.name).map((l) => l.href)).toEqual([source.url]);
    }
  });

  it('links a related project to the real project', () => {
    const shown = serviceProject(service);
    const project = shown
      ? { title: shown.title, href: projectPath(shown.slug) }
      : {
          title: caseStudy.sections.find((s) => s.id === 'family-home')!.title,
          href: '/case-studies#family-home',
        };
    const card = page.region(servicePage.project.title);
    expect(linksNamed(card, project.title).map((l) => l.href)).toEqual([project.href]);
  });
});

// Each page's steps, sectors and guidance are parts a service has or not: the services that have them are read from
// the content.
describe.each(services.filter((s) => s.steps).map((s) => [s.slug, s] as const))(
  '/services/%s',
  (slug, service) => {
    it('lists its four steps, numbered', () => {
      const page = pageOf(slug);
      const steps = page.all(tagIs('li'), page.region(service.steps!.title));
      expect(steps).toHaveLength(4);
      expect(steps.map((s) => text(page.one(tagIs('h3', 'h4'), s)))).toEqual(
        service.steps!.items.map((step, i) => `${fill(words.step, { number: i + 1 })}: ${step.title}`),
      );
    });
  },
);

describe('services with sectors or guidance', () => {
  it('list their sectors', () => {
    const withSectors = services.filter((s) => s.sectors);
    expect(withSectors.length).toBeGreaterThan(0);
    for (const service of withSectors) {
      const page = pageOf(service.slug);
      expect(page.all(tagIs('li'), page.region(servicePage.sectors.title)).map(text)).toEqual(
        service.sectors,
      );
    }
  });

  // Guidance is an on/off part of a service (heritage's consent guidance in the shipped content).
  it('show their guidance', () => {
    for (const service of services.filter((s) => s.guidance)) {
      const guidance = pageOf(service.slug).region(service.guidance!.title);
      expect(guidance.name).toBe('aside');
      for (const paragraph of service.guidance!.paragraphs) expect(text(guidance)).toContain(paragraph);
    }
  });
});

describe('maintenance', () => {
  it('shows its plans, the popular one marked, each choosing its plan on the quote form', () => {
    const page = pageOf('maintenance-repairs');
    const cards = page
      .all(tagIs('li'), page.region(servicePage.plans.title))
      .filter((li) => page.all(tagIs('h3'), li).length > 0);
    expect(cards).toHaveLength(plans.length);
    for (const [i, plan] of plans.entries()) {
      const card = cards[i]!;
      expect(text(page.one(tagIs('h3'), card))).toBe(plan.name);
      expect(text(card)).toContain(
        `${fill(words.plans.price, { price: plan.price })} ${fill(words.plans.period, { period: plan.period })}`,
      );
      expect(page.all(tagIs('li'), card).map(text)).toEqual(plan.features);
      expect(linksNamed(card, fill(words.plans.choose, { plan: plan.name })).map((l) => l.href)).toEqual([
        `/quote-request?service=maintenance-repairs&plan=${plan.slug}`,
      ]);
      if (plan.popular) expect(text(card)).toContain(popularLabel);
      else expect(text(card)).not.toContain(popularLabel);
    }
  });
});

describe('thermal insulation', () => {
  it('shows its options with their efficiency labels', () => {
    const page = pageOf('thermal-insulation');
    const options = page.all(tagIs('li'), page.region(servicePage.options.title));
    expect(options.map((o) => text(page.one(tagIs('h3', 'h4'), o)))).toEqual(
      thermalOptions.map((o) => o.name),
    );
    for (const [i, option] of thermalOptions.entries())
      expect(text(options[i]!)).toContain(option.efficiency);
  });
});
