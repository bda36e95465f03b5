import { areas } from './areas/index.ts';
import { services } from './services.ts';
import { tableWords, words } from './interface.ts';
import type { PriceGuideData } from '../lib/priceGuide.ts';

/** What the price guide works from: each service's from-price (services.yaml) and each area's range per window. */
export const priceGuideData: PriceGuideData = {
  services: services.map(({ slug, title, price, unit }) => ({
    slug,
    name: title,
    ...(price === undefined || unit === undefined ? {} : { price, unit }),
  })),
  areas: areas.map(({ slug, name, installer }) => ({ slug, name, perWindow: installer.priceRange })),
};

/** The guide island's props every page gives it (the island reads no files); a page adds its service or area. */
export const priceGuideProps = {
  data: priceGuideData,
  words: words.priceGuide,
  quoteLabel: words.actions.quote,
  table: tableWords,
  windows: words.areaPages.exampleWindows,
};

/** What the quote form needs to restate the guide's figure. */
export const quoteGuide = { data: priceGuideData, from: words.priceGuide.from };
