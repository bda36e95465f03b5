import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  HomeAndConstructionBusiness,
  Offer,
  Service,
  Thing,
  WebSite,
  Article,
  PostalAddress,
  WebApplication,
} from 'schema-dts';
import { site, absoluteUrl } from '../../config/site.ts';
import { breadcrumbTrail, type RouteEntry, type StructuredDataKind } from '../../routes.ts';
import { paths } from '../../paths.ts';
import { pounds } from '../prices.ts';

export const businessId = `${site.url}/#business`;
const websiteId = `${site.url}/#website`;

const registered = site.company.registeredAddress;
/** The business's address: its registered office once supplied (street and postcode), its locality until then. */
export const businessAddress: PostalAddress = {
  '@type': 'PostalAddress',
  ...(registered.streetAddress ? { streetAddress: registered.streetAddress } : {}),
  addressLocality: registered.locality || site.address.locality,
  ...(registered.postalCode ? { postalCode: registered.postalCode } : {}),
  addressRegion: site.address.region,
  addressCountry: site.address.country,
};

/**
 * The business's rating: the average and count of its verified reviews (`ratingSummary`, src/content/proof.ts), none
 * while there are none. Its callers pass it: lib knows no content.
 */
export interface BusinessRating {
  average: number;
  count: number;
}

/** Supplied values only: blank company details and absent ratings are left out, never sent empty. */
function businessProof(rating: BusinessRating | undefined): Record<string, unknown> {
  const { legalName, vatNumber } = site.company;
  const sameAs = site.profiles.map((p) => p.url);
  return {
    ...(legalName ? { legalName } : {}),
    ...(vatNumber ? { vatID: vatNumber } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    // Only verified reviews count; a sample review never reaches search engines.
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function businessNode(rating: BusinessRating | undefined): HomeAndConstructionBusiness {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId,
    name: site.name,
    url: site.url,
    logo: absoluteUrl(site.logo),
    image: absoluteUrl(site.socialImage.path),
    description: site.description,
    telephone: site.phone.e164,
    email: site.email,
    address: businessAddress,
    openingHoursSpecification: site.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: site.areaServed.map((name) => ({ '@type': 'Place', name })),
    foundingDate: String(site.foundingYear),
    ...businessProof(rating),
  } as HomeAndConstructionBusiness;
}

export function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.name,
    url: site.url,
    inLanguage: 'en-GB',
    publisher: { '@id': businessId },
  };
}

/** A page's breadcrumb trail, home first: the page's visible breadcrumbs and its BreadcrumbList, from one source. */
export function breadcrumbs(path: string): { name: string; path: string }[] {
  if (path === paths.home) return [];
  return breadcrumbTrail(path).map((r) => ({ name: r.label, path: r.path }));
}

export function breadcrumbNode(path: string): BreadcrumbList | undefined {
  const trail = breadcrumbs(path);
  if (!trail.length) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Kinds whose node needs the page's own data: their pages pass it to the layout (`structuredData`). */
const kindsWithPageData = new Set<StructuredDataKind>(['Service', 'Article', 'FAQPage', 'WebApplication']);

/** The page node of a route whose page gives no richer one (a WebPage, CollectionPage, AboutPage or ContactPage). */
export function pageNode(route: RouteEntry): Thing {
  if (kindsWithPageData.has(route.kind))
    throw new Error(`${route.path}: a ${route.kind} page passes its own structuredData to the layout`);
  return {
    '@type': route.kind,
    '@id': `${absoluteUrl(route.path)}#page`,
    url: absoluteUrl(route.path),
    name: route.title,
    description: route.description,
    inLanguage: 'en-GB',
    isPartOf: { '@id': websiteId },
  } as Thing;
}

/** A list of projects (/projects and its filtered pages): a CollectionPage whose main entity lists each project's page. */
export function projectListNode(route: RouteEntry, items: readonly { href: string; title: string }[]): Thing {
  return {
    ...(pageNode(route) as object),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.title,
        url: absoluteUrl(item.href),
      })),
    },
  } as unknown as Thing;
}

/** A project's page: a WebPage about the service it shows, with its picture and its place. */
export function projectNode(
  route: RouteEntry,
  opts: { image: string; place?: string; service: string },
): Thing {
  return {
    ...(pageNode(route) as object),
    primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(opts.image) },
    about: { '@id': `${absoluteUrl(opts.service)}#service` },
    ...(opts.place ? { contentLocation: { '@type': 'Place', name: opts.place } } : {}),
  } as Thing;
}

/** A page's service, by its own page (its route's path, title, description and label). */
export type ServicePage = Pick<RouteEntry, 'path' | 'title' | 'description' | 'label'>;

/**
 * A service the business provides, `provider` the one business of the site. A price is a from-price ("From £450 per
 * window"): its offer gives the lowest figure as `minPrice`, never a fixed `price`. `areaServed` is the site's unless
 * the page names its own place (an area's installer page).
 */
export function serviceNode(
  route: ServicePage,
  opts: { price?: number; unitText?: string; serviceType?: string; areaServed?: string },
): Service {
  const offers: Offer | undefined =
    opts.price === undefined
      ? undefined
      : {
          '@type': 'Offer',
          description: `From ${pounds(opts.price)}${opts.unitText ? ` ${opts.unitText}` : ''}`,
          priceCurrency: 'GBP',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceCurrency: 'GBP',
            minPrice: opts.price,
            ...(opts.unitText ? { unitText: opts.unitText } : {}),
          },
          url: absoluteUrl(paths.quote),
        };
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(route.path)}#service`,
    name: route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    serviceType: opts.serviceType ?? route.label,
    provider: { '@id': businessId },
    areaServed: (opts.areaServed ? [opts.areaServed] : site.areaServed).map((name) => ({
      '@type': 'Place',
      name,
    })),
    ...(offers ? { offers } : {}),
  };
}

export function faqNode(
  route: RouteEntry,
  faqs: { question: string; answer: string; source?: { name: string; url: string } }[],
): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(route.path)}#faq`,
    url: absoluteUrl(route.path),
    name: route.title,
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: f.answer,
        // The answer's source, as shown under it on the page.
        ...(f.source
          ? { citation: { '@type': 'CreativeWork', name: f.source.name, url: f.source.url } }
          : {}),
      },
    })),
  };
}

export function articleNode(
  route: RouteEntry,
  opts: { headline?: string; datePublished: string; dateModified?: string; image?: string },
): Article {
  return {
    '@type': 'Article',
    '@id': `${absoluteUrl(route.path)}#article`,
    headline: opts.headline ?? route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    mainEntityOfPage: absoluteUrl(route.path),
    datePublished: opts.datePublished,
    dateModified: opts.dateModified ?? opts.datePublished,
    image: absoluteUrl(opts.image ?? site.socialImage.path),
    inLanguage: 'en-GB',
    author: { '@type': 'Organization', name: site.name, url: site.url },
    publisher: { '@id': businessId },
  };
}

/** A free tool that runs in the browser, published by the business. */
export function webApplicationNode(route: RouteEntry): WebApplication {
  return {
    '@type': 'WebApplication',
    '@id': `${absoluteUrl(route.path)}#app`,
    name: route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any',
    browserRequirements:
      'Requires JavaScript for the calculator; a table of typical results works without it.',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'GBP' },
    inLanguage: 'en-GB',
    isPartOf: { '@id': websiteId },
    publisher: { '@id': businessId },
  };
}

/** The whole JSON-LD graph of a page: business (with its `rating`), website, the page's own node(s), breadcrumbs. */
export function buildJsonLd(
  route: RouteEntry,
  rating: BusinessRating | undefined,
  pageNodes?: Thing[],
): Graph {
  const nodes = [businessNode(rating), websiteNode(), ...(pageNodes ?? [pageNode(route)])];
  const crumbs = breadcrumbNode(route.path);
  if (crumbs) nodes.push(crumbs);
  return { '@context': 'https://schema.org', '@graph': nodes } as Graph;
}

/** Serialise for a `<script type="application/ld+json">`, safe against `</script>` in any text. */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
