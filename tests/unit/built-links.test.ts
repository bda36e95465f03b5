// Over the built pages (npm test builds first): every link, image, script and stylesheet a page points to on this site
// is a file of the build (what a crawl of the served site would find). It runs on the edited copy too
// (scripts/test-edited.ts): a photo the office uploads is built in every size its page offers. html-validate is
// html-validate.test.ts's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
/** Every page, the next-page copies too. */
const pages = builtHtml(dist, { copies: true });

describe('built pages', () => {
  /** The file a path of this site is served from (server/app.ts: `build.format: 'file'`), if the build has one. */
  const served = (pathname: string) => {
    // The host keeps these to itself (server/app.ts isHidden, dist/_redirects).
    if (/^\/(_headers|_redirects|_routes\.json|404)(\.html)?$|\.(br|gz)$|^\/_seen\//.test(pathname))
      return false;
    const file = path.join(dist, decodeURIComponent(pathname));
    if (pathname === '/') return existsSync(path.join(dist, 'index.html'));
    return (existsSync(file) && !pathname.endsWith('/')) || existsSync(`${file}.html`);
  };

  it('link, load and show only files of the build: no broken internal link', () => {
    const broken: string[] = [];
    for (const { file, html } of pages) {
      const doc = parseDocument(html);
      const targets = DomUtils.findAll(() => true, doc.children).flatMap((el) => [
        ...['href', 'src', 'poster', 'data-modules', 'component-url', 'renderer-url']
          .map((a) => el.attribs[a])
          .filter((v): v is string => !!v)
          .flatMap((v) => v.split(/\s+/)),
        ...['srcset', 'imagesrcset'].flatMap((a) =>
          (el.attribs[a] ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]!),
        ),
      ]);
      for (const target of targets) {
        if (!target.startsWith('/') || target.startsWith('//')) continue;
        const pathname = new URL(target, 'http://site.test').pathname;
        if (!served(pathname)) broken.push(`${target} (from ${file})`);
      }
    }
    expect([...new Set(broken)]).toEqual([]);
  });
});
