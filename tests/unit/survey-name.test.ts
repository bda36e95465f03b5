// Over the built pages (npm run build first): the survey booking (/book-survey) has one name, the one in
// interface.yaml ("Survey name"), on every link and button that leads to it and on its own page. The spec's
// per-area consultation buttons (docs/requirements.md section 2: "free home survey", "heritage assessment"…) keep
// their own wording, read from the areas' files.
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/content/areas/index.ts';
import { words } from '../../src/content/interface.ts';
import { services } from '../../src/content/services.ts';
import { paths } from '../../src/paths.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const pages = builtHtml(requireBuild());
const name = words.survey.name.toLowerCase();
const areaWordings = new Set(areas.map((area) => area.consultation));
// Two services book a visit of their own through the same form (a repair visit, an acoustic assessment): their
// button names that visit, not the survey.
const ownVisits = new Set(
  services
    .filter((s) => ['maintenance-repairs', 'acoustic-consultancy'].includes(s.slug))
    .map((s) => s.bookLabel),
);

const text = (el: Element | Element[]) => DomUtils.textContent(el).replace(/\s+/g, ' ').trim();
const named = (words: string) => words.toLowerCase().includes(name);
const surveyPage = pages.find((page) => page.file === `${paths.survey.slice(1)}.html`)!;
const surveyDoc = parseDocument(surveyPage.html);

describe('the survey booking has one name', () => {
  it('every link to the survey page says its name (but the areas’ own consultation buttons)', () => {
    const others: string[] = [];
    let links = 0;
    for (const page of pages) {
      const doc = parseDocument(page.html);
      const toSurvey = DomUtils.findAll(
        (el) => el.name === 'a' && (el.attribs.href ?? '').split(/[?#]/)[0] === paths.survey,
        doc.children,
      );
      for (const link of toSurvey) {
        links++;
        const said = text(link) || link.attribs['aria-label'] || '';
        if (!named(said) && !areaWordings.has(said) && !ownVisits.has(said))
          others.push(`${page.file}: "${said}"`);
      }
    }
    expect([...new Set(others)]).toEqual([]);
    expect(links).toBeGreaterThan(pages.length);
  });

  it('the survey page’s title, h1, headings and send button say its name', () => {
    const title = text(DomUtils.findOne((el) => el.name === 'title', surveyDoc.children)!);
    const h1 = text(DomUtils.findOne((el) => el.name === 'h1', surveyDoc.children)!);
    const submit = text(DomUtils.findOne((el) => el.attribs.type === 'submit', surveyDoc.children)!);
    expect([title, h1, submit].filter((said) => !named(said))).toEqual([]);
    const headings = DomUtils.findAll((el) => /^h[1-6]$/.test(el.name), surveyDoc.children).map(text);
    expect(headings.filter((said) => /survey/i.test(said) && !named(said))).toEqual([]);
  });
});
