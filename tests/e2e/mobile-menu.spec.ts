import { test, expect, type Page } from '@playwright/test';
import { words } from '../../src/content/interface.ts';

/**
 * The toggle's expanded state as Chromium tells assistive technology: the browser derives it from the popover
 * (popovertarget), so the HTML carries no aria-expanded of its own.
 */
async function announcedExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const toggle = nodes.find((n) => n.role?.value === 'button' && n.name?.value === words.layout.menu);
  return toggle?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
}
const expanded = (page: Page) => expect.poll(() => announcedExpanded(page));

test.use({ viewport: { width: 390, height: 844 } });

const navLabels = ['Services', 'Benefits', 'Comparisons', 'Case Studies', 'Resources', 'About', 'Contact'];

test('opens, moves focus in, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/services/residential-secondary-glazing');
  const toggle = page.getByRole('button', { name: words.layout.menu });
  await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
  await expect(toggle).not.toHaveAttribute('aria-expanded');
  await expanded(page).toBe(false);
  await toggle.click();
  await expanded(page).toBe(true);
  const menu = page.getByRole('navigation', { name: words.layout.navMenu });
  await expect(menu.getByRole('link')).toHaveText(navLabels);
  await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused();
  for (const link of await page.locator('#mobile-menu a').all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  await expanded(page).toBe(false);
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the toggle closes it again', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: words.layout.menu });
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expanded(page).toBe(false);
});

test('following a link navigates with the menu closed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: words.layout.menu }).click();
  await page
    .getByRole('navigation', { name: words.layout.navMenu })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expanded(page).toBe(false);
});

test('a same-page #anchor link closes the menu', async ({ page }) => {
  await page.goto('/privacy');
  const toggle = page.getByRole('button', { name: words.layout.menu });
  await toggle.click();
  // The first tap opens the menu natively and wakes the island; closing on an in-page link needs it awake.
  await expanded(page).toBe(true);
  await expect(page.locator('astro-island:has(#mobile-menu)')).not.toHaveAttribute('ssr');
  await page.locator('#mobile-menu').getByRole('link', { name: words.layout.menuContacts }).click();
  await expect(page).toHaveURL(/\/privacy#site-contact$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expanded(page).toBe(false);
});

test('the menu is not offered on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: words.layout.menu })).toBeHidden();
});
