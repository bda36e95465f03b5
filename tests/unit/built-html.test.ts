// Over the built pages (npm test builds first): what the W3C Nu checker reports and html-validate lets pass.
import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { codePointsOf, coreCharacters, latinRange } from '../../src/config/fonts.ts';
import { islandStyle, tidyHtml } from '../../src/integrations/tidyHtml.ts';
import { repeatedPhrase } from '../../src/lib/templates.ts';
import { builtHtml } from './support/builtSite.ts';

const pages = builtHtml(undefined, { copies: true });

describe('built pages are valid HTML', () => {
  it('end at </html>: nothing (such as a script) after it', () => {
    expect(pages.filter((p) => !p.html.trimEnd().endsWith('</html>')).map((p) => p.file)).toEqual([]);
  });

  it('keep <style> in the head', () => {
    const inBody = pages.filter((p) => p.html.slice(p.html.indexOf('<body')).includes('<style'));
    expect(inBody.map((p) => p.file)).toEqual([]);
    expect(pages.length).toBeGreaterThan(50);
  });

  it('give no aria-expanded to a popover toggle (the browser exposes its state)', () => {
    const both = pages.filter((p) =>
      /<[^>]*popovertarget[^>]*aria-expanded|<[^>]*aria-expanded[^>]*popovertarget/.test(p.html),
    );
    expect(both.map((p) => p.file)).toEqual([]);
  });

  it("drop only Astro's island style, which global.css holds", () => {
    expect(tidyHtml(`<body><p>a</p>${islandStyle}<style>p{}</style></body>`)).toBe(
      '<body><p>a</p><style>p{}</style></body>',
    );
    expect(readFileSync('src/styles/global.css', 'utf8')).toMatch(
      /astro-island,\s*astro-slot,\s*astro-static-slot \{\s*display: contents;/,
    );
  });
});

describe('built pages load fonts from this site only', () => {
  it('every @font-face is a woff2 file under /_astro/fonts/ or a local() fallback; every page, a first visit too, preloads the two core files and prefetches none', () => {
    const faults: string[] = [];
    for (const p of pages) {
      const sources = [...p.html.matchAll(/@font-face\{[^}]*?src:((?:url\([^)]*\)|[^;])+);/g)].map(
        (m) => m[1]!,
      );
      if (!sources.some((s) => s.startsWith('url('))) faults.push(`${p.file}: no web font`);
      for (const s of sources)
        if (
          !/^url\("\/_astro\/fonts\/[\w-]+\.woff2"\) format\("woff2"\)$|^local\("[\w ]+"\)(,local\("[\w ]+"\))*$/.test(
            s,
          )
        )
          faults.push(`${p.file}: ${s.slice(0, 80)}`);
      const links = (rel: string) =>
        [...p.html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)" as="font"`, 'g'))].map(
          (m) => m[1]!,
        );
      // A first visit draws its first screen in the brand's fonts (docs/performance.md), as a next page does.
      const [asked, none] = [links('preload'), links('prefetch')];
      if (
        asked.length !== 2 ||
        none.length ||
        !asked.every((href) => /^\/_astro\/fonts\/[\w-]+\.woff2$/.test(href))
      )
        faults.push(
          `${p.file}: preloads ${links('preload').join(', ')}, prefetches ${links('prefetch').join(', ')}`,
        );
    }
    expect(faults).toEqual([]);
  });
});

// src/config/fonts.ts: the pages draw from two small core files and the full files wait for any other character.
describe('built pages draw every character from the core font files', () => {
  const drawn = (html: string) => {
    let text = '';
    const parser = new Parser(
      {
        ontext: (t) => (text += t),
      },
      { decodeEntities: true },
    );
    // Only what a visitor reads: the body, without scripts, styles, templates or data blocks.
    parser.end(html.slice(html.indexOf('<body')).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ''));
    return text;
  };

  it('uses no character outside `coreCharacters` (else add it there and run `npm run fonts`)', () => {
    const core = new Set(coreCharacters);
    const outside = new Map<string, string>();
    for (const p of pages)
      for (const c of drawn(p.html))
        if (!core.has(c) && !/\s/.test(c) && codePointsOf(latinRange).has(c.codePointAt(0)!))
          outside.set(c, p.file);
    expect([...outside].map(([c, file]) => `${c} (U+${c.codePointAt(0)!.toString(16)}) on ${file}`)).toEqual(
      [],
    );
  });
});

/** The runs of text a visitor or a search engine reads (JSON-LD included), inline elements joined to their sentence. */
function textRuns(html: string): string[] {
  const inline = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<\/?(a|abbr|b|br|em|i|span|strong|sub|sup)\b[^>]*>/g, '');
  return [...inline.matchAll(/>([^<]+)</g)].map(([, text]) =>
    text!
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
  );
}

describe('built pages say nothing twice in a row', () => {
  it('no text or structured data repeats a phrase ("up to up to 80%")', () => {
    const doubled = pages.flatMap((p) =>
      textRuns(p.html).flatMap((text) => {
        const phrase = repeatedPhrase(text);
        return phrase ? [`${p.file}: "${phrase}" twice in "${text.slice(0, 120)}"`] : [];
      }),
    );
    expect(doubled).toEqual([]);
  });

  it('would see a doubled phrase in the text, across a link or in JSON-LD', () => {
    for (const html of [
      '<p>A system cuts up to up to 80% of it.</p>',
      '<p>Call us <a href="/contact">in Chelsea</a> in Chelsea today.</p>',
      '<script type="application/ld+json">{"text":"reduces noise by up to Up to 80%"}</script>',
    ])
      expect(textRuns(html).map(repeatedPhrase).filter(Boolean)).toHaveLength(1);
    expect(textRuns('<p>Up to 80%.</p><p>Up to 54 dB.</p>').map(repeatedPhrase).filter(Boolean)).toEqual([]);
  });
});
