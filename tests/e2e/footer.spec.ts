import { test, expect } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { footerRoutes } from '../../src/routes.ts';
import { words } from '../../src/content/interface.ts';

test('footer holds contact details, registry link lists, legal links and the year', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    site.phone.href,
  );
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  for (const h of site.hours) await expect(footer.getByText(h.display)).toBeVisible();
  for (const [group, name] of [
    ['services', words.layout.footerServices],
    ['resources', words.layout.footerResources],
  ] as const) {
    const list = footer.getByRole('navigation', { name });
    await expect(list.getByRole('heading', { name })).toBeVisible();
    const expected = footerRoutes(group).map((r) => r.label);
    expect(expected.length).toBeGreaterThan(3);
    // The page for the main search term closes the services list.
    await expect(list.getByRole('link')).toHaveText(
      group === 'services' ? [...expected, words.layout.installersInLondon] : expected,
    );
  }
  const legal = footer.getByRole('navigation', { name: words.layout.navLegal });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(legal.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);

  const hrefs = await footer
    .locator('a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});
