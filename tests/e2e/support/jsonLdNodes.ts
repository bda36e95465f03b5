import type { Page } from '@playwright/test';

/** Every node of every JSON-LD graph on the page. */
export async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@graph'?: Record<string, unknown>[] };
    return data['@graph'] ?? [data as Record<string, unknown>];
  });
}
