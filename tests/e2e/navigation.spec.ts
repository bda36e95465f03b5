import { test, expect } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { words } from '../../src/content/interface.ts';

const navLabels = ['Services', 'Benefits', 'Comparisons', 'Case Studies', 'Resources', 'About', 'Contact'];

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('top bar, logo, nav order, aria-current and Free Quote', async ({ page }) => {
    await page.goto('/benefits');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      site.phone.href,
    );
    await expect(header.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(header.getByText(site.tagline)).toBeVisible();
    await expect(
      header.getByRole('link', {
        name: new RegExp(`^${site.shortName} ${words.layout.logoTagline}\\s*, ${words.layout.logoHome}$`),
      }),
    ).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: words.layout.navMain, exact: true });
    await expect(nav.getByRole('link')).toHaveText(navLabels);
    await expect(nav.getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(header.getByRole('link', { name: 'Free Quote' })).toHaveAttribute('href', '/quote-request');
    await expect(page.getByRole('button', { name: words.layout.menu })).toBeHidden();
  });

  test('marks the section on pages below it', async ({ page }) => {
    await page.goto('/services/thermal-insulation');
    const services = page
      .getByRole('navigation', { name: words.layout.navMain, exact: true })
      .getByRole('link', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-current', 'true');
  });

  test('header stays at the top when scrolled', async ({ page }) => {
    await page.goto('/privacy');
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(() => page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().top))
      .toBe(0);
  });
});

test.describe('header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the top bar and desktop nav, keeps logo, Free Quote and Menu', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.phone.display })).toBeHidden();
    await expect(header.getByText(site.tagline)).toBeHidden();
    await expect(page.getByRole('navigation', { name: words.layout.navMain, exact: true })).toBeHidden();
    await expect(
      header.getByRole('link', { name: new RegExp(`^${site.shortName}\\s*, home$`) }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Free Quote' })).toHaveAttribute('href', '/quote-request');
    await expect(page.getByRole('button', { name: words.layout.menu })).toBeVisible();
  });
});
