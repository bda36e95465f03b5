import { test, expect } from '@playwright/test';
import { routes } from '../../src/routes.ts';

const required = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

for (const path of ['/about', '/no-such-page']) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const res = await request.get(path);
    const headers = res.headers();
    for (const name of required) expect(headers[name], name).toBeTruthy();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Nothing by default: each kind of resource is allowed only from where the pages load it.
    expect(csp).toMatch(/^default-src 'none';/);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
}

test('responses are compressed as the client accepts', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const res = await request.get('/about', { headers: { 'Accept-Encoding': encoding } });
    expect(res.headers()['content-encoding']).toBe(encoding);
  }
});

test('a trailing slash redirects once to the canonical path', async ({ request }) => {
  const res = await request.get('/about/', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/about');
  expect((await request.get('/about', { maxRedirects: 0 })).status()).toBe(200);
});

test('pages with React islands report no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const paths = [
    '/',
    '/contact',
    '/quote-request',
    '/noise-reduction-calculator',
    '/locations',
    routes.at(-1)!.path,
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Touch the page's first form field, so its island loads and runs under the CSP too.
    const field = page.getByRole('main').locator('input:visible, select:visible').first();
    if (await field.count()) {
      await field.focus();
      await page.waitForLoadState('networkidle');
    }
  }
  await page.getByRole('button', { name: 'Quick Contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Contact' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the stylesheet and the font files a page links are hashed files cached for a year', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[as="font"]')).toHaveCount(2);
  const files = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[as="font"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  expect(files.filter((f) => f.endsWith('.css'))).toHaveLength(1);
  expect(files.filter((f) => f.endsWith('.woff2'))).toHaveLength(2);
  for (const file of files) {
    expect(file).toMatch(/^\/_astro\//);
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
  // The pages themselves are checked again on each visit, as the host sends them, so a new build shows at once.
  expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});
