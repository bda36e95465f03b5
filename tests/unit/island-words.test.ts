// What every page would carry twice: the words of the islands on every page (src/integrations/islandWords.ts), the
// mobile menu's links, and the WhatsApp mark. Each travels once per visit, in a cached file, not in every page.
import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { DomUtils, parseDocument } from 'htmlparser2';
import { contentRoot } from '../../src/content/load.ts';
import { formWords } from '../../src/content/forms.ts';
import {
  islandWords,
  islandWordsIntegration,
  islandWordsModule,
} from '../../src/integrations/islandWords.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();

/** Each island of a page: its component's export name and its props as the page carries them (decoded). */
const islands = (html: string) =>
  DomUtils.findAll((e) => e.name === 'astro-island', parseDocument(html).children).map((e) => ({
    name: e.attribs['component-export'] ?? '',
    props: e.attribs.props ?? '',
  }));

/** Every text of a words object, as a list. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];

/** The islands BaseLayout puts on every page (a form's own page passes its form its words). */
const everyPage = ['UnsentLeadOffer', 'QuickContact', 'MobileMenu'];

describe('the islands on every page', () => {
  const pages = builtHtml(dist, { copies: true });
  const words = islandWords();

  it("carry none of forms.yaml's words in their props, and the menu only its toggle's word", () => {
    const sentences = textsOf(words).filter((t) => t.length > 12);
    expect(sentences.length).toBeGreaterThan(10);
    for (const { file, html } of pages) {
      const found = islands(html);
      for (const island of found.filter((i) => i.name !== 'MobileMenu' && everyPage.includes(i.name)))
        expect(island.props, `${file}: ${island.name}`).toBe('{}');
      const menu = found.find((i) => i.name === 'MobileMenu');
      if (!menu) continue;
      expect(Object.keys(JSON.parse(menu.props) as object).sort(), file).toEqual(['label', 'slot']);
      // Its links are the page's own HTML, once.
      expect(html, file).toMatch(/<astro-island[^>]*MobileMenu[\s\S]*?<nav aria-label="[^"]+">/);
      for (const island of found.filter((i) => everyPage.includes(i.name)))
        for (const text of sentences) expect(island.props, `${file}: ${island.name}`).not.toContain(text);
    }
    expect(
      pages.filter((p) => islands(p.html).some((i) => i.name === 'QuickContact')).length,
    ).toBeGreaterThan(40);
  });

  it("take them from one module of the browser's files, built from forms.yaml", () => {
    expect(words).toEqual({
      shared: formWords.shared,
      unsent: formWords.unsent,
      quickContact: formWords.quickContact,
      survey: { confirmation: formWords.survey.confirmation, slots: formWords.survey.slots },
    });
    const scripts = readdirSync(path.join(dist, '_astro')).filter((f) => f.endsWith('.js'));
    const carrying = scripts.filter((f) =>
      readFileSync(path.join(dist, '_astro', f), 'utf8').includes(words.unsent.kept),
    );
    expect(carrying).toHaveLength(1);
    const text = readFileSync(path.join(dist, '_astro', carrying[0]!), 'utf8');
    for (const t of [words.quickContact.intro, words.shared.privacy, words.survey.confirmation.title])
      expect(text).toContain(t);
  });

  it('draw the WhatsApp mark from the stylesheet, not from each page', () => {
    for (const { file, html } of pages) {
      const button = /<div data-whatsapp[\s\S]*?<\/a>/.exec(html)?.[0];
      if (!button) continue;
      expect(button, file).not.toContain('<svg');
      expect(button, file).toContain('icon-whatsapp');
    }
    const css = readdirSync(path.join(dist, '_astro')).filter((f) => f.endsWith('.css'));
    const rules = css.map((f) => readFileSync(path.join(dist, '_astro', f), 'utf8')).join('');
    expect(rules).toMatch(/\.icon-whatsapp\{[^}]*mask:url\("?data:image\/svg\+xml,/);
  });
});

describe('islandWordsIntegration', () => {
  function setUp() {
    const plugins: Plugin[] = [];
    const integration = islandWordsIntegration();
    const hooks = integration.hooks as Record<string, (options: unknown) => void>;
    hooks['astro:config:setup']!({
      updateConfig: (config: { vite: { plugins: Plugin[] } }) => plugins.push(...config.vite.plugins),
    });
    return { plugin: plugins[0]!, hooks };
  }

  it('serves the words as a module of their own', () => {
    const { plugin } = setUp();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId(islandWordsModule)!;
    expect(resolveId('./other.ts')).toBeUndefined();
    expect(load(id)).toBe(`export default ${JSON.stringify(islandWords())};`);
    expect(load('/src/other.ts')).toBeUndefined();
  });

  it('npm run edit: a saved forms.yaml or interface.yaml drops the module in the browser and the server, nothing else', () => {
    const { plugin, hooks } = setUp();
    const id = (plugin.resolveId as (id: string) => string)(islandWordsModule);
    const watcher = new EventEmitter();
    const environment = () => {
      const module = { id };
      return {
        moduleGraph: {
          getModuleById: (asked: string) => (asked === id ? module : undefined),
          invalidateModule: vi.fn(),
        },
        module,
      };
    };
    const client = environment();
    const ssr = environment();
    hooks['astro:server:setup']!({ server: { watcher, environments: { client, ssr } } });
    watcher.emit('change', path.join(contentRoot, 'pages.yaml'));
    expect(client.moduleGraph.invalidateModule).not.toHaveBeenCalled();
    watcher.emit('change', path.join(contentRoot, 'forms.yaml'));
    expect(client.moduleGraph.invalidateModule).toHaveBeenCalledWith(client.module);
    expect(ssr.moduleGraph.invalidateModule).toHaveBeenCalledWith(ssr.module);
    // interface.yaml holds the survey's name, which the words fill in.
    client.moduleGraph.invalidateModule.mockClear();
    watcher.emit('change', path.join(contentRoot, 'interface.yaml'));
    expect(client.moduleGraph.invalidateModule).toHaveBeenCalledWith(client.module);
  });
});
