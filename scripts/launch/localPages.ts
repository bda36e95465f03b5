import { jaccard, shingles, uniqueWordCount } from '../seo/similarity.ts';
import type { Finding } from './checks.ts';

/** What keeps the local (area) pages from reading as doorway copies of each other. */
export const localPageRules = {
  /** At most this share of 8-word shingles in common with any other local page, an area's twin included. */
  maxSimilarity: 0.15,
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

/** The local pages that are thin, near-duplicates of another, or hardly linked, each named. */
export function localPageFindings(
  pages: readonly PageWords[],
  isLocal: (path: string) => boolean,
  rules: typeof localPageRules = localPageRules,
): Finding[] {
  const sets = new Map(pages.map((p) => [p.path, shingles(p.mainWords)]));
  const local = pages.filter((p) => isLocal(p.path));
  const findings: Finding[] = [];
  const finding = (message: string, where: string[]): Finding => ({
    kind: 'thin-page',
    message,
    pages: where,
  });

  for (const [i, a] of local.entries())
    for (const b of local.slice(i + 1)) {
      const similarity = jaccard(sets.get(a.path)!, sets.get(b.path)!);
      if (similarity > rules.maxSimilarity)
        findings.push(
          finding(
            `${a.path} and ${b.path} share ${similarity.toFixed(2)} of their text (at most ${rules.maxSimilarity}): rewrite one in its own words`,
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
