import { test, expect } from '@playwright/test';
import { services } from '../../src/content/services.ts';
import { plans } from '../../src/content/plans.ts';
import { servicePage } from '../../src/content/servicePage.ts';
import { serviceProject } from '../../src/content/serviceProject.ts';
import { caseStudy } from '../../src/content/guides.ts';
import { projectPath } from '../../src/paths.ts';

// What each service page says (price, buttons, facts, worked example, steps, sectors, plans, options, questions,
// structured data) is read from the built pages in tests/unit/service-page-content.test.ts; here, what needs a
// browser: the plans' layout, opening the questions and following the related project.

test('maintenance shows its plans side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/maintenance-repairs');
  const cards = page
    .getByRole('region', { name: servicePage.plans.title })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(cards).toHaveCount(plans.length);
  const tops = await Promise.all(plans.map(async (_, i) => (await cards.nth(i).boundingBox())!.y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
});

for (const service of services) {
  test(`${service.slug}: its questions open to their answers, and the related project link leads to it`, async ({
    page,
  }) => {
    await page.goto(`/services/${service.slug}`);
    const questions = page.getByRole('region', { name: servicePage.faqs.title }).locator('details');
    await expect(questions).toHaveCount(service.faqs.length);
    for (const [i, q] of service.faqs.entries()) {
      const item = questions.nth(i);
      await expect(item.locator('summary').getByText(q.question, { exact: true })).toBeVisible();
      await expect(item.getByText(q.answer, { exact: true })).toBeHidden();
      await item.locator('summary').click();
      await expect(item.getByText(q.answer, { exact: true })).toBeVisible();
    }

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
    const link = page.getByRole('region', { name: servicePage.project.title }).getByRole('link', {
      name: project.title,
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${project.href}$`));
    await expect(project.target).toHaveText(project.title);
    await expect(project.target).toBeInViewport();
  });
}
