import { jaccard, shingles, uniqueWordCount } from '../seo/similarity.ts';
import { familyFolder } from '../../src/paths.ts';
import type { Finding } from './findings.ts';

/** What keeps the local (area) pages from reading as doorway copies of each other. */
export const localPageRules = {
  /**
   * At most this share of 8-word shingles in common with any other local page, an area's twin included, once the
   * text most pages of its family share by design (the template: price guide, calls to action, form labels, the
   * template's sentences) is left out.
   */
  maxSimilarity: 0.15,
  /** A shingle on more than this share of a family's pages is the family's template, not copied text. */
  templateShare: 0.5,
  /** At least this many words found on no other page of the site. */
  minOwnWords: 250,
  /** At least this many pages of the site link to it. */
  minInbound: 5,
} as const;

/** A built page as the local-page checks read it: its route, its main text's words and the site paths it links. */
export interface PageWords {
  path: string;
  mainWords: readonly string[];
  links: readonly string[];
}

/** The family of a local page (its route folder: the installer pages, the /areas pages), or none for another page. */
export const localFamily = (path: string): string | undefined =>
  Object.entries(familyFolder).find(([, folder]) => path.startsWith(`${folder}/`))?.[0];

/**
 * The measure of how much text two local pages share: the Jaccard similarity of their 8-word shingles, leaving out
 * every shingle that more than `templateShare` of a family's pages hold (the template's text, shared by design).
 * Returns the measure by route; `familyOf` names a page's family (`localFamily` for the site's routes).
 */
export function sharedTextMeasure(
  pages: readonly Pick<PageWords, 'path' | 'mainWords'>[],
  familyOf: (path: string) => string | undefined = localFamily,
  templateShare: number = localPageRules.templateShare,
): (a: string, b: string) => number {
  const sets = new Map(pages.map((p) => [p.path, shingles(p.mainWords)]));
  const counts = new Map<string, { pages: number; shingles: Map<string, number> }>();
  for (const page of pages) {
    const family = familyOf(page.path);
    if (family === undefined) continue;
    const entry = counts.get(family) ?? { pages: 0, shingles: new Map<string, number>() };
    counts.set(family, entry);
    entry.pages += 1;
    for (const s of sets.get(page.path)!) entry.shingles.set(s, (entry.shingles.get(s) ?? 0) + 1);
  }
  const template = new Set<string>();
  for (const { pages: size, shingles: seen } of counts.values())
    for (const [s, n] of seen) if (size > 1 && n > size * templateShare) template.add(s);
  const own = new Map(
    [...sets].map(([path, set]) => [path, new Set([...set].filter((s) => !template.has(s)))]),
  );
  return (a, b) => {
    const [x, y] = [own.get(a), own.get(b)];
    if (!x || !y) throw new Error(`no page ${x ? b : a} among the pages measured`);
    return jaccard(x, y);
  };
}

/** The local pages that are thin, near-duplicates of another, or hardly linked, each named. */
export function localPageFindings(
  pages: readonly PageWords[],
  familyOf: (path: string) => string | undefined = localFamily,
  rules: typeof localPageRules = localPageRules,
): Finding[] {
  const sets = new Map(pages.map((p) => [p.path, shingles(p.mainWords)]));
  const local = pages.filter((p) => familyOf(p.path) !== undefined);
  const findings: Finding[] = [];
  const finding = (message: string, where: string[]): Finding => ({
    kind: 'thin-page',
    message,
    pages: where,
  });

  const shared = sharedTextMeasure(local, familyOf, rules.templateShare);
  for (const [i, a] of local.entries())
    for (const b of local.slice(i + 1)) {
      const similarity = shared(a.path, b.path);
      if (similarity > rules.maxSimilarity)
        findings.push(
          finding(
            `${a.path} and ${b.path} share ${similarity.toFixed(2)} of their own text (at most ${rules.maxSimilarity}, the template aside): rewrite one in its own words`,
            [a.path, b.path],
          ),
        );
    }

  for (const page of local) {
    const others = new Set<string>();
    for (const [other, set] of sets) if (other !== page.path) for (const s of set) others.add(s);
    const own = uniqueWordCount(page.mainWords, others);
    if (own < rules.minOwnWords)
      findings.push(
        finding(
          `${page.path} has ${own} words of its own (at least ${rules.minOwnWords}): add what is true of this place only`,
          [page.path],
        ),
      );
  }

  const inbound = new Map<string, Set<string>>();
  for (const page of pages)
    for (const target of page.links)
      if (target !== page.path) inbound.set(target, (inbound.get(target) ?? new Set()).add(page.path));
  for (const page of local) {
    const count = inbound.get(page.path)?.size ?? 0;
    if (count < rules.minInbound)
      findings.push(
        finding(
          `${page.path} is linked from ${count} pages (at least ${rules.minInbound}): link it from its neighbours`,
          [page.path],
        ),
      );
  }
  return findings;
}
