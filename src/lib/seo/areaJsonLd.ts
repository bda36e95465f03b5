import type { LocalBusiness } from 'schema-dts';
import { site, absoluteUrl } from '../../config/site.ts';
import { localBusinessNode } from './jsonLd.ts';
import type { RouteEntry } from '../../routes.ts';
import type { Area } from '../../content/areas/index.ts';
import { priceRangeText } from '../prices.ts';

/** An area page's LocalBusiness node; both families carry the area's installer price range. */
export function areaBusinessNode(route: RouteEntry, area: Area): LocalBusiness {
  return localBusinessNode({
    name: `${site.name}, ${area.name}`,
    description: route.description,
    areaServed: area.slug === 'london' ? 'London' : `${area.name}, London`,
    url: absoluteUrl(route.path),
    priceRange: priceRangeText(area.installer.priceRange),
  });
}
