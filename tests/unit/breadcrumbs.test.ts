// Over the built pages (npm run build first): each breadcrumb separator ends the item it follows, inside that item,
// so a trail that wraps on a phone (390 px) never starts its second line with a lone "›".
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { words } from '../../src/content/interface.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const pages = builtHtml(requireBuild());
const isSeparator = (el: Element) => el.name === 'svg' && el.attribs['aria-hidden'] === 'true';

describe('the breadcrumb trail', () => {
  it('keeps each separator at the end of the item it follows, and none before an item', () => {
    const found: string[] = [];
    let trails = 0;
    for (const page of pages) {
      const doc = parseDocument(page.html);
      const nav = DomUtils.findOne(
        (el) => el.name === 'nav' && el.attribs['aria-label'] === words.breadcrumbs,
        doc.children,
      );
      if (!nav) continue;
      trails++;
      const items = DomUtils.findAll((el) => el.name === 'li', nav.children);
      items.forEach((li, i) => {
        const children = li.children.filter((c): c is Element => c.type === 'tag');
        const last = i === items.length - 1;
        if (children[0] && isSeparator(children[0]))
          found.push(`${page.file}: item ${i + 1} starts with "›"`);
        if (!last && !isSeparator(children.at(-1)!))
          found.push(`${page.file}: item ${i + 1} has no "›" after it`);
        if (last && children.some(isSeparator)) found.push(`${page.file}: the last item has a "›"`);
      });
    }
    expect(found).toEqual([]);
    expect(trails).toBeGreaterThan(20);
  });
});
