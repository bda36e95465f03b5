import { test, expect } from '@playwright/test';
import { islandOf } from './support/hydration.ts';

// The form pages score like content pages: their form's script loads on first contact, not with the page.
for (const { path, formName, field } of [
  { path: '/quote-request', formName: 'Quote Request Form', field: 'First Name' },
  { path: '/contact', formName: 'Send us a message', field: 'Full Name' },
]) {
  test(`${path} loads no form script until the visitor touches the form`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const island = islandOf(page, formName);
    const component = await island.getAttribute('component-url');
    expect(component).toBeTruthy();
    expect(scripts).not.toContain(component);
    await expect(island).toHaveAttribute('ssr', '');
    await page.getByRole('form', { name: formName }).getByLabel(field).click();
    await expect(page.getByRole('form', { name: formName })).toHaveAttribute('data-live', '');
    expect(scripts).toContain(component);
  });
}

test('context from another page wakes the quote form at once to show it', async ({ page }) => {
  await page.goto('/quote-request?plan=premium');
  await expect(page.getByRole('form', { name: 'Quote Request Form' })).toHaveAttribute('data-live', '');
  await expect(page.getByText('Plan: Premium')).toBeVisible();
});
