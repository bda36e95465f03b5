import { test, expect } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const navLabels = ['Services', 'Benefits', 'Comparisons', 'Case Studies', 'Resources', 'About', 'Contact'];

test('opens, moves focus in, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/services/residential-secondary-glazing');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(navLabels);
  await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused();
  for (const link of await page.locator('#mobile-menu a').all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the toggle closes it again', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('following a link navigates with the menu closed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a same-page #anchor link closes the menu', async ({ page }) => {
  await page.goto('/privacy');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  // The first tap opens the menu natively and wakes the island; closing on an in-page link needs it awake.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#mobile-menu').getByRole('link', { name: 'Opening hours & contact details' }).click();
  await expect(page).toHaveURL(/\/privacy#site-contact$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the menu is not offered on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});
