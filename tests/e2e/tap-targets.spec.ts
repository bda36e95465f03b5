// On a phone (390 px) every control, and every link that is not part of a sentence, is at least 44 x 44 px
// (WCAG 2.5.5's size; 2.5.8 exempts links inside running text). One load per page kind: home, a service, an
// installer page, an area page, a project, a guide with its contents, a page of questions, the quote form, the
// regions and the sitemap.
import { test, expect, type Page } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { familyFolder, paths } from '../../src/paths.ts';

const minimum = 44;
const firstUnder = (folder: string) => routes.find((r) => r.path.startsWith(`${folder}/`))!.path;
const sample = [
  paths.home,
  firstUnder(paths.services),
  firstUnder(familyFolder.installer),
  firstUnder(familyFolder.area),
  firstUnder('/projects'),
  paths.benefits,
  paths.resources,
  paths.quote,
  paths.locations,
  paths.sitemap,
];

/** Visible controls and stand-alone links smaller than the minimum, with their size. */
const smallTargets = (page: Page, min: number) =>
  page.evaluate((min) => {
    const found: string[] = [];
    const blockOf = (el: Element) => {
      let p = el.parentElement;
      while (p && getComputedStyle(p).display.startsWith('inline')) p = p.parentElement;
      return p;
    };
    /** A link inside running text: inline, in a block whose text holds more than the link. */
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = blockOf(el);
      const own = (el.textContent ?? '').trim();
      return !!block && (block.textContent ?? '').replace(/\s+/g, ' ').trim().length > own.length;
    };
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary';
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('dialog:not([open]), [popover]:not(:popover-open), [hidden], [aria-hidden=true]'))
        continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Screen-reader-only until focused (the skip link), or not shown.
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || style.clipPath !== 'none')
        continue;
      if (inSentence(el)) continue;
      // A box or radio button is sized by the label it sits in; a card's title link by the card it covers.
      const stretched = getComputedStyle(el, '::after').position === 'absolute';
      const target = el.matches('input[type=checkbox], input[type=radio]')
        ? (el.closest('label') ?? el)
        : stretched
          ? ((el as HTMLElement).offsetParent ?? el)
          : el;
      const { width, height } = target.getBoundingClientRect();
      if (width < min - 0.5 || height < min - 0.5)
        found.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}" is ${Math.round(width)} x ${Math.round(height)} px`,
        );
    }
    return found;
  }, min);

test.use({ viewport: { width: 390, height: 844 } });

for (const path of sample) {
  test(`${path}: every control and stand-alone link is at least ${minimum} x ${minimum} px at 390 px`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await smallTargets(page, minimum)).toEqual([]);
  });
}
