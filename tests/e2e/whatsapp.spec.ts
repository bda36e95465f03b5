import { test, expect } from '@playwright/test';
import { site } from '../../src/config/site.ts';

// The prefilled text is the spec's (section 2); the number is the business's own, from Business details.
const text = 'Hi, I would like to know more about secondary glazing for noise reduction.';

test('links to the WhatsApp chat in a new tab', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Contact us on WhatsApp', exact: true });
  await expect(link).toHaveAttribute(
    'href',
    `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(text)}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const box = (await link.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(48);
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(await link.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).position)).toBe(
    'fixed',
  );
  // The mark comes from the stylesheet (a mask in the link's white), drawn at 24 px inside the green circle.
  const mark = await link.locator('.icon-whatsapp').evaluate((el) => {
    const style = getComputedStyle(el);
    const { width, height } = el.getBoundingClientRect();
    return { width, height, mask: style.maskImage, colour: style.backgroundColor };
  });
  expect(mark).toEqual({
    width: 24,
    height: 24,
    mask: expect.stringMatching(/^url\("data:image\/svg\+xml,/),
    colour: 'rgb(255, 255, 255)',
  });
});

test('shows the tooltip on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Contact us on WhatsApp', exact: true });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await link.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('Chat with us on WhatsApp');
  await page.mouse.move(5, 400);
  await expect(tooltip).toBeHidden();
  await link.focus();
  await expect(tooltip).toBeVisible();
});

test('the tooltip can be hovered, and Escape dismisses it until the pointer leaves (WCAG 1.4.13)', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Contact us on WhatsApp', exact: true });
  const tooltip = page.getByRole('tooltip');
  await link.hover();
  await expect(tooltip).toBeVisible();
  await tooltip.hover();
  await expect(tooltip).toBeVisible();
  await link.hover();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 3);
  await expect(tooltip).toBeHidden();
  await page.mouse.move(5, 400);
  await link.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(5, 400);
  await link.focus();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(link).toBeFocused();
});

test('at 320 px it clears the footer’s last link when scrolled to the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const floating = page.getByRole('link', { name: 'Contact us on WhatsApp', exact: true });
  const last = page.getByRole('contentinfo').getByRole('link').last();
  await expect(last).toHaveText('Sitemap');
  const a = (await floating.boundingBox())!;
  const b = (await last.boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
  expect(b.y + b.height).toBeLessThanOrEqual(a.y);
});
