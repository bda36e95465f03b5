import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listIslandModules, moduleGraph, wantsPreload } from '../../src/integrations/islandModules.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const sources: Record<string, string> = {
  '/_astro/Form.js':
    'import{a}from"./react.js";import"./style.js";const l=()=>import("./Later.js");export{a};',
  '/_astro/react.js': 'import{b}from"./shared.js";export const a=b;',
  '/_astro/shared.js': 'import"./react.js";export const b=1;',
  '/_astro/style.js': '',
  '/_astro/client.js': 'import{b}from"./shared.js";export default b;',
};
const read = async (url: string) => sources[url] ?? '';
const island = (value: object) =>
  `<astro-island uid="x" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" opts="${JSON.stringify({ name: 'Form', value }).replaceAll('"', '&quot;')}" ssr>`;

describe('island modules', () => {
  it('follow static imports, not dynamic ones, each module once', async () => {
    expect((await moduleGraph(['/_astro/Form.js', '/_astro/client.js'], read)).sort()).toEqual([
      '/_astro/Form.js',
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/shared.js',
      '/_astro/style.js',
    ]);
  });

  it('are listed on an island that asks for them, and only there', async () => {
    expect(wantsPreload(island({ preload: true }))).toBe(true);
    expect(wantsPreload(island({ draft: 'quote' }))).toBe(false);
    const html = `<main>${island({ preload: true })}</astro-island>${island({})}</astro-island></main>`;
    const out = await listIslandModules(html, read);
    expect(out.match(/data-modules="([^"]*)"/g)).toHaveLength(1);
    expect(out).toContain('<astro-island data-modules="/_astro/Form.js /_astro/client.js');
  });

  it('listed on the built pages are files of the build', () => {
    const dist = requireBuild();
    const listed = builtHtml(dist).flatMap((p) =>
      [...p.html.matchAll(/data-modules="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((url) => !existsSync(path.join(dist, url)))).toEqual([]);
  });
});
