import { test, expect } from '@playwright/test';

const services = [
  ['Residential Secondary Glazing', 'residential-secondary-glazing', 'From £450 per window'],
  ['Commercial Projects', 'commercial-projects', 'Priced by quote'],
  ['Heritage & Listed Buildings', 'heritage-listed-buildings', 'From £650 per window'],
  ['Maintenance & Repairs', 'maintenance-repairs', 'From £85 per visit'],
  ['Acoustic Consultancy', 'acoustic-consultancy', 'From £350 per assessment'],
  ['Thermal Insulation', 'thermal-insulation', 'From £525 per window'],
] as const;

test.describe('services page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services');
  });

  test('six service cards link to their pages', async ({ page }) => {
    const list = page.getByRole('region', { name: 'What we do' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    for (const [title, slug, price] of services) {
      await expect(list.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `/services/${slug}`,
      );
      await expect(list.getByRole('listitem').filter({ hasText: title })).toContainText(price);
    }
  });

  test('a card link opens the service page', async ({ page }) => {
    await page.getByRole('link', { name: 'Thermal Insulation', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/thermal-insulation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thermal Insulation');
  });

  test('links to the installers hub', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Find installers by area' })).toHaveAttribute(
      'href',
      '/services/secondary-glazing-installers',
    );
  });

  test('shows the six glazing types with a description each', async ({ page }) => {
    const types = page.getByRole('region', { name: 'Six ways to open' });
    await expect(types.getByRole('heading', { level: 3 })).toHaveText([
      'Hinged Casement',
      'Horizontal Sliding',
      'Vertical Sliding',
      'Fixed Light',
      'Lift-Out',
      'Magnetic',
    ]);
    const items = types.getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(items.nth(i).locator('svg')).toHaveCount(1);
      await expect(items.nth(i).getByRole('paragraph').first()).toHaveText(/.{50,}/);
    }
  });

  test('has no placeholder links', async ({ page }) => {
    await expect(page.locator('main a[href="#"], main a:not([href])')).toHaveCount(0);
  });
});
