import type { Service, Thing } from 'schema-dts';
import { absoluteUrl } from '../../config/site.ts';
import { pageNode, serviceNode, type ServicePage } from './jsonLd.ts';
import type { RouteEntry } from '../../routes.ts';

/** What an area's pages say of it in their data: its name and its installer page's per-window from-price. */
export interface AreaOffer {
  /** The place served, as search engines read it ("Chelsea, London"; "London" for London itself). */
  place: string;
  /** The lowest per-window price the installer page states (its price range's "from"). */
  priceFrom: number;
}

/** What every installer page offers, for search engines (schema.org's serviceType is free text). */
const installerService = 'Secondary glazing installation';

/**
 * An installer page's node: the business's Service in that area (`areaServed`, `provider` the site's one business),
 * its price a from-price. No business of its own: the site has one, declared once on every page (jsonLd.ts).
 */
export const areaServiceNode = (page: ServicePage, area: AreaOffer): Service =>
  serviceNode(page, {
    price: area.priceFrom,
    unitText: 'per window',
    serviceType: installerService,
    areaServed: area.place,
  });

/** An /areas page (the local guide): a WebPage about its area's installer Service, which is the page to index. */
export const areaGuideNode = (route: RouteEntry, installerPath: string): Thing =>
  ({
    ...(pageNode(route) as object),
    about: { '@id': `${absoluteUrl(installerPath)}#service` },
  }) as Thing;
