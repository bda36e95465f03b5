import { readYaml, type Figures } from './load.ts';
import { accreditationsFile, claimsFile, reviewsFile, type Review } from './schemas/proof.ts';

export * from './schemas/proof.ts';

/** The headline claims (claims.yaml), each once. */
export const claims = readYaml('claims.yaml', claimsFile).claims;

/** Each claim's figure by id: what `{id}` shows in the other content files. */
export const claimFigures: Figures = Object.fromEntries(claims.map((c) => [c.id, c.figure]));

/** A claim's figure, for code that shows one (a route description, say). */
export function claimFigure(id: string): string {
  const figure = claimFigures[id];
  if (figure === undefined) throw new Error(`src/content/claims.yaml has no claim "${id}"`);
  return String(figure);
}

export const accreditations = readYaml('accreditations.yaml', accreditationsFile).accreditations;

export const reviews: Review[] = readYaml('reviews.yaml', reviewsFile).reviews;

/** A review given by a real client (anything but a sample): the only kind search engines are told about. */
export const isVerified = (r: Review) => r.source !== 'sample';

/**
 * The one review an area page shows: the area's newest verified review, on both of its pages whichever page it names,
 * else the sample written for this page. `pages` are the kinds of review it shows (an installer page also shows those
 * of an /areas page that is switched off: `reviewPages`).
 */
export function reviewFor(
  area: string,
  pages: readonly Review['page'][],
  list: readonly Review[] = reviews,
): Review | undefined {
  const mine = list.filter((r) => r.area === area);
  const verified = mine.filter(isVerified).sort((a, b) => b.date.localeCompare(a.date));
  return verified[0] ?? mine.find((r) => pages.includes(r.page));
}

export interface RatingSummary {
  average: number;
  count: number;
  sources: string[];
}

/** The average of the verified reviews, or nothing while there are none (samples never count). */
export function ratingSummary(list: readonly Review[] = reviews): RatingSummary | undefined {
  const verified = list.filter(isVerified);
  if (verified.length === 0) return undefined;
  const average = verified.reduce((sum, r) => sum + r.rating, 0) / verified.length;
  return {
    average: Math.round(average * 10) / 10,
    count: verified.length,
    sources: [...new Set(verified.map((r) => r.source))],
  };
}
