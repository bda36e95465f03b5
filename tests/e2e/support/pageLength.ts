import type { Page } from '@playwright/test';

/** The phone screen the page-length budgets count in. */
export const phoneScreen = { width: 390, height: 844 };

/**
 * The footer holds the business's own details (phone, hours, company name and number, registered office, insurance),
 * as long as the business's text makes them, so it has a budget of its own and the pages' budgets count what is above
 * it: 1.13 screens with the demo's details, 1.40 with the edited copy's company details and 160-character insurance
 * (scripts/edited-content.ts). A footer past this budget is one to reshape, not a reason for a page to lose content.
 */
export const footerBudget = 1.5;

/** A page's length in phone screens (to a hundredth): above its footer, and its footer, as the page now draws it. */
export async function screensLong(page: Page): Promise<{ above: number; footer: number }> {
  const { total, footer } = await page.evaluate(() => ({
    total: document.documentElement.scrollHeight,
    footer: document.querySelector('body > footer, footer')?.getBoundingClientRect().height ?? 0,
  }));
  const screens = (px: number) => Math.round((px / phoneScreen.height) * 100) / 100;
  return { above: screens(total - footer), footer: screens(footer) };
}
