import { test, expect } from '@playwright/test';
import { openAsNextPage } from './support/siteCss.ts';
import { footerBudget, phoneScreen, screensLong } from './support/pageLength.ts';
import { home } from '../../src/content/home.ts';
import { gallery, projectPicture } from '../../src/content/gallery.ts';

// The home page's headings, figures, cards and steps are content (home.yaml, home-stats.yaml, benefits.yaml,
// gallery.yaml, process.yaml, results.yaml); the spec's 'Get Free Quote' and 'How It Works' links stay written out.
const { sections } = home;

// What the home page says (stat cards, benefit cards, gallery cards, steps, results, links) is read from the built
// page in tests/unit/page-content.test.ts; here, what needs a browser.
test('the hero’s How It Works link scrolls to the process section', async ({ page }) => {
  await page.goto('/');
  const how = page.getByRole('region', { name: home.hero.title }).getByRole('link', { name: 'How It Works' });
  await how.click();
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(page.getByRole('heading', { name: sections.process.title })).toBeInViewport();
});

test('How It Works followed before the rest of the page is in still ends at the process section', async ({
  page,
}) => {
  // A first visit on a slow line: the stylesheet, and with it the sections after the first screen (the browser shows
  // nothing after its link until it is in), held back until the link has been followed. The 720 px screen scrolls
  // to reach the link first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/', { waitUntil: 'commit' });
  const how = page.getByRole('region', { name: home.hero.title }).getByRole('link', { name: 'How It Works' });
  await how.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 100);
  await how.click();
  await expect(page).toHaveURL(/#how-it-works$/);
  const process = page.getByRole('heading', { name: sections.process.title });
  await expect(process).toBeHidden();
  release();
  await expect(process).toBeInViewport();
});

test('a gallery image that fails to load is hidden and named in the console', async ({ page }) => {
  const [broken, other] = gallery;
  const file = projectPicture(broken!).image.split('/').pop()!;
  await page.route(`**/${file}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: broken!.title });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('img')).toBeHidden();
  await expect(card.getByRole('heading', { name: broken!.title })).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes(file))).toBe(true);
  // The others still show.
  const shown = page.getByRole('article').filter({ hasText: other!.title });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown.getByRole('img')).toBeVisible();
});

// Issue 25 added the band linking every area (17 links) and 44 px tap targets, about half a screen: 8.5 screens with
// the web fonts, 8.7 with the fallback fonts a first visit may keep (font-display: optional), hence 8.8 in all, of which
// the demo's footer is 1.13: 7.7 above the footer. The footer has its own budget (support/pageLength.ts), so the
// business's company details, however long, never count against the home page's sections.
const maxScreens = 7.7;

test(`on a phone (390 x 844) home is under ${maxScreens} screens above its footer and its proof strip within the first two`, async ({
  page,
}) => {
  const screen = phoneScreen;
  await page.setViewportSize(screen);
  await page.goto('/');
  // As a next page draws it, in the web fonts (a first visit draws in the machine's fallback fonts).
  await openAsNextPage(page, '/');
  await page.evaluate(() => document.fonts.ready);
  const { above, footer } = await screensLong(page);
  expect(above, `${above} screens above the footer`).toBeLessThan(maxScreens);
  expect(footer, `the footer is ${footer} screens`).toBeLessThanOrEqual(footerBudget);
  const proof = page.getByRole('list').filter({ has: page.getByText(/^Trading since \d{4}$/) });
  const top = (await proof.boundingBox())!.y;
  expect(top, `the proof strip starts ${Math.round(top)} px down`).toBeLessThan(2 * screen.height);
});
