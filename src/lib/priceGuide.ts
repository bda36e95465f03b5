import { priceRangeText, type PriceRange } from './prices.ts';

/** A service as the price guide knows it: its from-price and what that buys, or none when priced by quote. */
export interface GuideService {
  slug: string;
  name: string;
  price?: number;
  unit?: 'window' | 'assessment' | 'visit' | 'year';
}

/** An area as the price guide knows it: its typical price per window, fitted (the area file's `priceRange`). */
export interface GuideArea {
  slug: string;
  name: string;
  perWindow: { from: number; to: number };
}

/** The prices the guide works from, all read from the content (src/content/priceGuide.ts). */
export interface PriceGuideData {
  services: GuideService[];
  areas: GuideArea[];
}

/** The most windows the guide works out (the quote form's Number of Windows takes up to four digits). */
export const maxGuideWindows = 999;

export type Guide =
  /** So many windows at a price per window (a range, or a from-price alone), and what they come to. */
  | {
      kind: 'windows';
      windows: number;
      each: { from: number; to: number };
      total: { from: number; to: number };
    }
  /** A service priced per assessment or visit: its from-price, whatever the number of windows. */
  | { kind: 'fixed'; price: number; unit: string }
  /** A service priced by quote: only the survey can price it. */
  | { kind: 'survey' };

/**
 * The price per window of a service in an area: the area's typical range, never below the service's from-price.
 * Where the from-price reaches the top of the area's range, the range is carried up to start at the from-price (the
 * area's own spread above it), so every guide has an upper figure.
 */
export function perWindow(service: GuideService, area: GuideArea): { from: number; to: number } {
  const floor = service.price ?? 0;
  const { from, to } = area.perWindow;
  if (floor < to) return { from: Math.max(floor, from), to };
  return { from: floor, to: floor + (to - from) };
}

/** Whether the service's from-price carried the area's range up (the guide then says so). */
export const aboveArea = (service: GuideService, area: GuideArea) =>
  (service.price ?? 0) >= area.perWindow.to;

/** The service a guide starts on: the page's own, or the first (the site's main service). */
export const guideService = (data: PriceGuideData, slug?: string): GuideService =>
  data.services.find((s) => s.slug === slug) ?? data.services[0]!;

/** Whole windows from 1 to the guide's maximum, or undefined for anything else the visitor types. */
export function readWindows(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= maxGuideWindows ? n : undefined;
}

/** The guide for a service, an area and a number of windows: figures from the content only, never a quote. */
export function priceGuide(service: GuideService, area: GuideArea, windows: number): Guide {
  if (service.price === undefined || service.unit === undefined) return { kind: 'survey' };
  if (service.unit !== 'window') return { kind: 'fixed', price: service.price, unit: service.unit };
  const each = perWindow(service, area);
  return { kind: 'windows', windows, each, total: { from: each.from * windows, to: each.to * windows } };
}

/** "£550-£850", or "from £650" where the content gives no upper figure (`fromWord`: the content's "from"). */
export const guideRangeText = (range: PriceRange, fromWord: string) =>
  range.to === undefined ? `${fromWord} ${priceRangeText(range)}` : priceRangeText(range);

/** What the guide comes to: "£2,200-£3,400", "from £3,900", "from £350"; undefined when the survey prices it. */
export function guideTotalText(guide: Guide, fromWord: string): string | undefined {
  if (guide.kind === 'survey') return undefined;
  return guideRangeText(guide.kind === 'fixed' ? { from: guide.price } : guide.total, fromWord);
}

/** The guide's choice from a query string (`service`, `area`, `windows`), when all three name what the data has. */
export function readGuideChoice(search: string, data: PriceGuideData) {
  const params = new URLSearchParams(search);
  const service = data.services.find((s) => s.slug === params.get('service'));
  const area = data.areas.find((a) => a.slug === params.get('area'));
  const windows = readWindows(params.get('windows') ?? '');
  return service && area && windows ? { service, area, windows } : undefined;
}
