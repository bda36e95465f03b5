import { test, expect, type Page } from '@playwright/test';
import { jsonLdNodes } from './support/jsonLdNodes.ts';
import { pricingText, services } from '../../src/content/services.ts';
import { plans, popularLabel } from '../../src/content/plans.ts';
import { servicePage } from '../../src/content/servicePage.ts';
import { thermalOptions } from '../../src/content/thermal.ts';
import { serviceProject } from '../../src/content/serviceProject.ts';
import { caseStudy } from '../../src/content/guides.ts';
import { projectPath } from '../../src/paths.ts';
import { fill, words } from '../../src/content/interface.ts';

interface Case {
  slug: string;
  title: string;
  pricing: string;
  price?: number;
  unitText?: string;
  book: string;
  resource: [string, string];
}

// What each page must show, read from the services' content (the business edits the words and prices).
const cases: Case[] = services.map((s) => ({
  slug: s.slug,
  title: s.title,
  pricing: pricingText(s),
  price: s.price,
  unitText: s.unit && `per ${s.unit}`,
  book: s.bookLabel,
  resource: [s.resource.label, s.resource.href],
}));

const hero = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

for (const c of cases) {
  test(`${c.slug}: price, real buttons and Service JSON-LD`, async ({ page }) => {
    await page.goto(`/services/${c.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    const top = hero(page, c.title);
    await expect(top.getByText(c.pricing, { exact: true })).toBeVisible();
    await expect(top.getByRole('link', { name: c.book })).toHaveAttribute('href', '/book-survey');
    await expect(top.getByRole('link', { name: /^Call 0/ })).toHaveAttribute('href', /^tel:\+44\d+$/);
    await expect(top.getByRole('link', { name: c.resource[0] })).toHaveAttribute('href', c.resource[1]);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute('href', '/contact');
    // The closing band's link carries the service; the price guide's (same words) carries its choice too.
    const quoteLinks = main.getByRole('link', { name: 'Get Free Quote' });
    await expect(quoteLinks.first()).toBeVisible();
    expect(await quoteLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toContain(
      `/quote-request?service=${c.slug}`,
    );
    await expect(page.locator('main a[href="#"], main a:not([href]), main button:not([type])')).toHaveCount(
      0,
    );

    const service = (await jsonLdNodes(page)).find((n) => n['@type'] === 'Service') as
      | {
          provider: unknown;
          areaServed: unknown[];
          offers?: { price: number; priceSpecification: { unitText?: string } };
        }
      | undefined;
    expect(service).toBeDefined();
    expect(service!.provider).toBeTruthy();
    expect(service!.areaServed.length).toBeGreaterThan(0);
    if (c.price === undefined) {
      expect(service!.offers).toBeUndefined();
    } else {
      expect(service!.offers!.price).toBe(c.price);
      expect(service!.offers!.priceSpecification.unitText).toBe(c.unitText);
    }
  });
}

// Each page's steps, sectors, plans and options are content (services.yaml, plans.yaml, thermal.yaml): read there.
const withSteps = services.filter((s) => s.steps);
for (const service of withSteps) {
  test(`${service.slug} lists its four steps, numbered`, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    const steps = page.getByRole('region', { name: service.steps!.title }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading')).toHaveText(
      service.steps!.items.map((step, i) => `${fill(words.step, { number: i + 1 })}: ${step.title}`),
    );
  });
}

test('the services with sectors list them', async ({ page }) => {
  for (const service of services.filter((s) => s.sectors)) {
    await page.goto(`/services/${service.slug}`);
    await expect(
      page.getByRole('region', { name: servicePage.sectors.title }).getByRole('listitem'),
    ).toHaveText(service.sectors!);
  }
});

// Guidance is an on/off part of a service (heritage's consent guidance in the shipped content): the editor may switch
// it off, so the services that have it are read from the content.
test('a service with guidance shows it', async ({ page }) => {
  for (const service of services.filter((s) => s.guidance)) {
    await page.goto(`/services/${service.slug}`);
    const guidance = page.getByRole('complementary', { name: service.guidance!.title });
    for (const paragraph of service.guidance!.paragraphs) await expect(guidance).toContainText(paragraph);
  }
});

test('maintenance shows its plans side by side, the popular one marked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/maintenance-repairs');
  const cards = page
    .getByRole('region', { name: servicePage.plans.title })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(cards).toHaveCount(plans.length);
  for (const [i, plan] of plans.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(card).toContainText(
      `${fill(words.plans.price, { price: plan.price })} ${fill(words.plans.period, { period: plan.period })}`,
    );
    await expect(card.getByRole('listitem')).toHaveText(plan.features);
    await expect(
      card.getByRole('link', { name: fill(words.plans.choose, { plan: plan.name }) }),
    ).toHaveAttribute('href', `/quote-request?service=maintenance-repairs&plan=${plan.slug}`);
    if (plan.popular) await expect(card).toContainText(popularLabel);
    else await expect(card).not.toContainText(popularLabel);
  }
  // Side by side: the cards share a row.
  const tops = await Promise.all(plans.map(async (_, i) => (await cards.nth(i).boundingBox())!.y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
});

test('thermal shows its options with their efficiency labels', async ({ page }) => {
  await page.goto('/services/thermal-insulation');
  const options = page.getByRole('region', { name: servicePage.options.title }).getByRole('listitem');
  await expect(options.getByRole('heading')).toHaveText(thermalOptions.map((o) => o.name));
  for (const [i, option] of thermalOptions.entries())
    await expect(options.nth(i)).toContainText(option.efficiency);
});

// What each page must show, read from the content files (services.yaml, plans.yaml, gallery.yaml, the case study).
const gbp = (n: number) => (Number.isInteger(n) ? `£${n.toLocaleString('en-GB')}` : `£${n.toFixed(2)}`);

for (const service of services) {
  test.describe(`${service.slug}: substance`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/services/${service.slug}`);
    });

    test('the hero shows its key facts, the price first, and no invented photo', async ({ page }) => {
      const facts = hero(page, service.title).getByRole('region', { name: servicePage.facts.title });
      await expect(facts.getByRole('term')).toHaveText([
        servicePage.facts.price,
        ...service.facts.map((f) => f.label),
      ]);
      await expect(facts.getByRole('definition')).toHaveText([
        pricingText(service),
        ...service.facts.map((f) => f.value),
      ]);
      // Until the business adds a photo of this service, the hero shows none.
      await expect(hero(page, service.title).getByRole('img')).toHaveCount(service.photo ? 1 : 0);
    });

    test('the worked price example adds up from the from-price, or says what a quote depends on', async ({
      page,
    }) => {
      const { units, plans: perPlan, quote } = servicePage.example;
      const example = page.getByRole('region', {
        name: { units: units.title, plans: perPlan.title, quote: quote.title }[service.example.kind],
        exact: true,
      });
      await expect(example).toBeVisible();
      const { example: kind, price, unit } = service;
      if (kind.kind === 'units') {
        const { count } = kind.value;
        await expect(example).toContainText(`${count} ${unit}${count === 1 ? '' : 's'}`);
        if (count > 1) await expect(example).toContainText(`from ${gbp(price!)} per ${unit}`);
        await expect(example).toContainText(`from ${gbp(price! * count)} ${units.total}`);
        await expect(example).toContainText(units.note);
      } else if (kind.kind === 'plans') {
        const rows = example.getByRole('table').getByRole('row');
        await expect(rows).toHaveCount(plans.length + 1);
        for (const [i, plan] of plans.entries()) {
          const year = plan.period === 'visit' ? plan.price * plan.inspections : plan.price;
          await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([
            gbp(year),
            String(plan.inspections),
            gbp(year / plan.inspections),
          ]);
          await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(plan.name);
        }
      } else {
        await expect(example.getByRole('listitem')).toHaveText(service.priceDependsOn);
        await expect(example).not.toContainText('£');
      }
    });

    test('its questions, the same as its FAQPage structured data, open to their answers and sources', async ({
      page,
    }) => {
      const faq = (await jsonLdNodes(page)).find((n) => n['@type'] === 'FAQPage') as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity.map((q) => q.name)).toEqual(service.faqs.map((f) => f.question));
      const questions = page.getByRole('region', { name: servicePage.faqs.title }).locator('details');
      await expect(questions).toHaveCount(service.faqs.length);
      for (const [i, q] of faq.mainEntity.entries()) {
        const item = questions.nth(i);
        await expect(item.locator('summary').getByText(q.name, { exact: true })).toBeVisible();
        await expect(item.getByText(q.acceptedAnswer.text, { exact: true })).toBeHidden();
        await item.locator('summary').click();
        await expect(item.getByText(q.acceptedAnswer.text, { exact: true })).toBeVisible();
        const source = service.faqs[i]!.source;
        if (source)
          await expect(item.getByRole('link', { name: source.name })).toHaveAttribute('href', source.url);
      }
    });

    test('a related project links to the real project', async ({ page }) => {
      const shown = serviceProject(service);
      const project = !shown
        ? {
            title: caseStudy.sections.find((s) => s.id === 'family-home')!.title,
            href: '/case-studies#family-home',
            target: page.locator('#family-home'),
          }
        : {
            title: shown.title,
            href: projectPath(shown.slug),
            target: page.getByRole('heading', { level: 1 }),
          };
      const card = page.getByRole('region', { name: servicePage.project.title });
      const link = card.getByRole('link', { name: project.title });
      await expect(link).toHaveAttribute('href', project.href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${project.href}$`));
      await expect(project.target).toHaveText(project.title);
      await expect(project.target).toBeInViewport();
    });
  });
}
