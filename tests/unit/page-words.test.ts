import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import type { AnyNode } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { contentSchemas, fileRule, type ContentFile } from '../../src/content/files.ts';
import { contentRoot, prepareYaml } from '../../src/content/load.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';
import { site } from '../../src/config/site.ts';

// "Every word of the site is in a content file": each sentence a visitor reads on a built page is found in
// src/content or the business details (a template's {slots} match any words), or is the spec's form contract in src/lib/leads.
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });

function contentStrings(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  // The content the site was built from: src/content, or the copy `CONTENT_DIR` names.
  for (const file of files(contentRoot).filter((f) => /\.(ya?ml|json)$/.test(f))) {
    const name = path.relative(contentRoot, file) as ContentFile;
    const text = readFileSync(file, 'utf8');
    walk(
      file.endsWith('.json')
        ? JSON.parse(text)
        : prepareYaml(text, file, (contentSchemas[name] && fileRule(name).figures) || undefined),
    );
  }
  // The business details (src/config/business.json, the editor's Business details): its insurance, its company name.
  walk(site);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = /[a-z]{2,}\W+[a-z]{2,}/i;
/**
 * Does `text` come from a source: a part of one, or a whole template with its slots filled (each slot by up to 60
 * characters)? A template with no word of its own (`{title}, {place}`) matches only as a part, or whole with each
 * slot filled by a whole source (a project's title and an area's name), or it would vouch for any sentence.
 */
function matcher(sources: string[], leads: string) {
  const plain = sources.join('\n');
  const whole = new Set(sources);
  const slotted = sources.filter((s) => /\{\w+\}/.test(s));
  const hasWords = (s: string) => /[a-z]{3,}/i.test(s.replace(/\{\w+\}/g, ' '));
  const pattern = (s: string, slot: string) =>
    new RegExp(
      `^${s
        .split(/\{\w+\}/)
        .map(escape)
        .join(slot)}$`,
    );
  const templates = slotted.filter(hasWords).map((s) => pattern(s, '.{1,60}?'));
  const joins = slotted.filter((s) => !hasWords(s)).map((s) => pattern(s, '(.+?)'));
  const joined = (text: string) =>
    joins.some((t) => {
      const parts = t.exec(text)?.slice(1);
      return !!parts?.length && parts.every((p) => whole.has(p));
    });
  return (text: string) =>
    plain.includes(text) || leads.includes(text) || templates.some((t) => t.test(text)) || joined(text);
}

/** The sentences of a page: text nodes of two or more words, outside scripts and styles. */
function sentences(html: string): string[] {
  const out: string[] = [];
  const visit = (node: AnyNode) => {
    if ('name' in node && (node.name === 'script' || node.name === 'style' || node.name === 'head')) return;
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ').trim();
      // A list joined with middle dots (a project's tags) is its items.
      for (const part of text.split(' · ')) if (words.test(part)) out.push(part);
    }
    if ('children' in node) node.children.forEach(visit);
  };
  parseDocument(html, { decodeEntities: true }).children.forEach(visit);
  return out;
}

describe('the words on the built pages', () => {
  it('all come from the content files (or the spec form contract)', () => {
    const leads = files('src/lib/leads')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const known = matcher(contentStrings(), leads);
    const missing = new Map<string, string>();
    // The first-visit pages: their next-page copies (src/lib/seenPages.ts) hold the same words.
    for (const page of builtHtml(requireBuild()))
      for (const text of sentences(page.html))
        if (!known(text) && !missing.has(text)) missing.set(text, page.file);
    expect(
      [...missing].map(([text, page]) => `${page}: ${text}`),
      'words written in a component: move them to a content file',
    ).toEqual([]);
  });
});
