import { test, expect, type Page } from '@playwright/test';
import { jsonLdNodes } from './support/jsonLdNodes.ts';
import { pricingText, services } from '../../src/content/services.ts';
import { plans } from '../../src/content/plans.ts';
import { gallery } from '../../src/content/gallery.ts';
import { caseStudy } from '../../src/content/guides.ts';
import { projectPath } from '../../src/paths.ts';

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

test('residential lists its four steps', async ({ page }) => {
  await page.goto('/services/residential-secondary-glazing');
  const steps = page.getByRole('region', { name: 'How a home installation works' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading')).toHaveText([
    'Step 1: Free consultation',
    'Step 2: Custom design',
    'Step 3: Professional installation',
    'Step 4: Quality assurance and warranty',
  ]);
});

test('commercial lists its sectors and four steps', async ({ page }) => {
  await page.goto('/services/commercial-projects');
  await expect(page.getByRole('region', { name: 'Sectors we serve' }).getByRole('listitem')).toHaveText([
    'Offices',
    'Schools and universities',
    'Healthcare',
    'Hotels',
    'Retail',
    'Government',
  ]);
  await expect(
    page.getByRole('region', { name: 'How a commercial project runs' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Step 1: Site survey',
    'Step 2: Project planning',
    'Step 3: Installation',
    'Step 4: Handover',
  ]);
});

test('heritage shows its four-step process and honest consent guidance', async ({ page }) => {
  await page.goto('/services/heritage-listed-buildings');
  await expect(
    page.getByRole('region', { name: 'Our four-step heritage process' }).getByRole('listitem'),
  ).toHaveCount(4);
  const guidance = page.getByRole('complementary', { name: 'Do you need listed building consent?' });
  await expect(guidance).toContainText('listed building consent');
  await expect(guidance).toContainText("local planning authority's conservation officer");
  await expect(guidance).toContainText('Historic England');
});

test('maintenance shows three plans side by side, Comprehensive most popular', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/maintenance-repairs');
  const plans = page
    .getByRole('region', { name: 'Choose a plan' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(plans).toHaveCount(3);
  const expected = [
    [
      'Essential',
      '£85',
      'per visit',
      ['Annual inspection', 'Cleaning and lubrication', 'Hardware adjustment', 'Condition report'],
    ],
    [
      'Comprehensive',
      '£150',
      'per year',
      ['2 inspections', 'Priority call-out', '10% off repairs', 'Seal monitoring'],
    ],
    [
      'Premium',
      '£250',
      'per year',
      ['4 quarterly inspections', 'Same-day emergency service', '15% off repairs', 'Parts priority'],
    ],
  ] as const;
  for (const [i, [name, price, period, features]] of expected.entries()) {
    const plan = plans.nth(i);
    await expect(plan.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(plan).toContainText(`${price} ${period}`);
    await expect(plan.getByRole('listitem')).toHaveText([...features]);
    await expect(plan.getByRole('link', { name: `Choose ${name}` })).toHaveAttribute(
      'href',
      `/quote-request?service=maintenance-repairs&plan=${name.toLowerCase()}`,
    );
  }
  await expect(plans.nth(1)).toContainText('Most Popular');
  await expect(plans.nth(0)).not.toContainText('Most Popular');
  await expect(plans.nth(2)).not.toContainText('Most Popular');
  // Side by side: the three cards share a row.
  const tops = await Promise.all([0, 1, 2].map(async (i) => (await plans.nth(i).boundingBox())!.y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
});

test('thermal shows the three options with their efficiency labels', async ({ page }) => {
  await page.goto('/services/thermal-insulation');
  const options = page.getByRole('region', { name: 'Three levels of insulation' }).getByRole('listitem');
  await expect(options.getByRole('heading')).toHaveText([
    'Low-emissivity glass',
    'Argon-filled units',
    'Triple-glazed units',
  ]);
  await expect(options.nth(0)).toContainText('Good efficiency');
  await expect(options.nth(1)).toContainText('Better efficiency');
  await expect(options.nth(2)).toContainText('Best efficiency');
});

// What each page must show, read from the content files (services.yaml, plans.yaml, gallery.yaml, the case study).
const gbp = (n: number) => (Number.isInteger(n) ? `£${n.toLocaleString('en-GB')}` : `£${n.toFixed(2)}`);

for (const service of services) {
  test.describe(`${service.slug}: substance`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/services/${service.slug}`);
    });

    test('the hero shows its key facts, the price first, and no invented photo', async ({ page }) => {
      const facts = hero(page, service.title).getByRole('region', { name: 'Key facts' });
      await expect(facts.getByRole('term')).toHaveText(['Price', ...service.facts.map((f) => f.label)]);
      await expect(facts.getByRole('definition')).toHaveText([
        service.price === undefined ? 'Priced by quote' : `From £${service.price} per ${service.unit}`,
        ...service.facts.map((f) => f.value),
      ]);
      // Until the business adds a photo of this service, the hero shows none.
      await expect(hero(page, service.title).getByRole('img')).toHaveCount(service.photo ? 1 : 0);
    });

    test('the worked price example adds up from the from-price, or says what a quote depends on', async ({
      page,
    }) => {
      const example = page.getByRole('region', {
        name: /^(What it could cost|A year on each plan|What your quote depends on)$/,
      });
      await expect(example).toBeVisible();
      const { example: kind, price, unit } = service;
      if (kind.kind === 'units') {
        const { count } = kind.value;
        await expect(example).toContainText(`${count} ${unit}${count === 1 ? '' : 's'}`);
        if (count > 1) await expect(example).toContainText(`from £${price} per ${unit}`);
        await expect(example).toContainText(`from ${gbp(price! * count)} example total`);
        await expect(example).toContainText('never a quote');
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
      const questions = page.getByRole('region', { name: 'Common questions' }).locator('details');
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
      const isCaseStudy = service.project === 'case-study';
      const project = isCaseStudy
        ? {
            title: caseStudy.sections.find((s) => s.id === 'family-home')!.title,
            href: '/case-studies#family-home',
            target: page.locator('#family-home'),
          }
        : {
            title: gallery.find((p) => p.slug === service.project)!.title,
            href: projectPath(service.project),
            target: page.getByRole('heading', { level: 1 }),
          };
      const card = page.getByRole('region', { name: 'A related project' });
      const link = card.getByRole('link', { name: project.title });
      await expect(link).toHaveAttribute('href', project.href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${project.href}$`));
      await expect(project.target).toHaveText(project.title);
      await expect(project.target).toBeInViewport();
    });
  });
}
