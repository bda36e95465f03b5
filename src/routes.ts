import { z } from 'zod';
import { installerAreas, areaPageAreas, areaRouteDescription } from './content/areas/index.ts';
import { services, servicePath } from './content/services.ts';
import { claimFigure } from './content/proof.ts';

export const structuredDataKinds = [
  'WebPage',
  'CollectionPage',
  'AboutPage',
  'Service',
  'Article',
  'FAQPage',
  'ContactPage',
  'LocalBusiness',
  'WebApplication',
] as const;
export type StructuredDataKind = (typeof structuredDataKinds)[number];

export const footerGroups = ['services', 'resources', 'legal'] as const;

const routeSchema = z
  .object({
    path: z
      .string()
      .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'paths start with / and have no trailing slash'),
    /** The page's own title; the layout adds the site name. */
    title: z.string().min(5).max(70),
    /** Short label for menus, breadcrumbs and the HTML sitemap. */
    label: z.string().min(2).max(40),
    description: z.string().min(50).max(170),
    keywords: z.array(z.string().min(2)).min(3).max(12),
    kind: z.enum(structuredDataKinds),
    /** Parent route for the breadcrumb trail (omitted for home). */
    parent: z.string().optional(),
    footer: z.enum(footerGroups).optional(),
    indexable: z.boolean().default(true),
  })
  .strict();

export type RouteEntry = z.infer<typeof routeSchema>;
type RouteInput = z.input<typeof routeSchema>;

const servicePages: RouteInput[] = services.map((service) => ({
  path: servicePath(service.slug),
  ...service.route,
  kind: 'Service',
  parent: '/services',
  footer: 'services',
}));

const installerRoutes: RouteInput[] = installerAreas.map(({ slug, name }) => ({
  path: `/services/secondary-glazing-installers/${slug}`,
  // Short enough that the layout's " | site name" suffix keeps the whole title within 70 characters.
  title: `${name} Glazing Installers`,
  label: name,
  description: areaRouteDescription('installer', slug),
  keywords: [
    `secondary glazing ${name}`,
    `${name} glazing installers`,
    'noise reduction windows',
    'acoustic glazing',
  ],
  kind: 'LocalBusiness',
  parent: '/services/secondary-glazing-installers',
}));

const areaRoutes: RouteInput[] = areaPageAreas.map(({ slug, name }) => ({
  path: `/areas/${slug}`,
  title: `Secondary Glazing in ${name}`,
  label: name,
  description: areaRouteDescription('area', slug),
  keywords: [
    `${name} secondary glazing`,
    `${name} noise reduction`,
    'soundproof windows',
    'secondary glazing London',
  ],
  kind: 'LocalBusiness',
  parent: '/locations',
}));

const entries: RouteInput[] = [
  {
    path: '/',
    title: 'Secondary Glazing for Noise Reduction',
    label: 'Home',
    description: `Secondary glazing that cuts outside noise by ${claimFigure('noiseReduction')} and heat loss with it, for a fraction of the cost of new windows. Free survey and quote across London.`,
    keywords: ['secondary glazing', 'noise reduction', 'soundproof windows', 'London', 'acoustic glazing'],
    kind: 'WebPage',
  },
  {
    path: '/about',
    title: 'About Us',
    label: 'About',
    description: `Who we are: London secondary glazing specialists with certified installation teams, acoustic expertise and a ${claimFigure('warrantyYears')}-year warranty on every installation.`,
    keywords: [
      'about Hushpane',
      'secondary glazing company',
      'London glazing specialists',
      'certified installers',
    ],
    kind: 'AboutPage',
    parent: '/',
  },
  {
    path: '/services',
    title: 'Secondary Glazing Services',
    label: 'Services',
    description:
      'Residential, commercial, heritage, thermal, acoustic consultancy and maintenance services, plus six glazing types to suit every window.',
    keywords: [
      'secondary glazing services',
      'glazing types',
      'sliding secondary glazing',
      'hinged secondary glazing',
    ],
    kind: 'CollectionPage',
    parent: '/',
  },
  ...servicePages,
  {
    path: '/services/secondary-glazing-installers',
    title: 'Secondary Glazing Installers by Area',
    label: 'Installers by area',
    description:
      'Find your local secondary glazing installers in 17 London areas, from Kensington and Mayfair to Richmond, Wimbledon and Putney.',
    keywords: [
      'secondary glazing installers',
      'London installers',
      'local glazing company',
      'find an installer',
    ],
    kind: 'CollectionPage',
    parent: '/services',
    footer: 'services',
  },
  ...installerRoutes,
  {
    path: '/comparisons',
    title: 'Secondary vs Double Glazing Compared',
    label: 'Comparisons',
    description:
      'Secondary glazing compared with double and triple glazing, inserts, heavy curtains and acoustic film: cost, noise, warmth, disruption and listed buildings.',
    keywords: [
      'secondary vs double glazing',
      'triple glazing',
      'acoustic film',
      'window inserts',
      'noise curtains',
    ],
    kind: 'Article',
    parent: '/',
    footer: 'resources',
  },
  {
    path: '/locations',
    title: 'Areas We Cover in London',
    label: 'Locations',
    description:
      'Secondary glazing across London: local pages for Kensington, Chelsea, Mayfair, Belgravia, Notting Hill, Hampstead and the rest of the capital.',
    keywords: ['secondary glazing near me', 'London areas', 'local installers', 'areas covered'],
    kind: 'CollectionPage',
    parent: '/',
    footer: 'resources',
  },
  ...areaRoutes,
  {
    path: '/benefits',
    title: 'Secondary Glazing Benefits: Full Guide',
    label: 'Benefits',
    description: `How secondary glazing cuts noise by up to ${claimFigure('maxDb')} dB: the acoustics, performance data, air gaps and glass, comparisons, case studies and practical guidance.`,
    keywords: ['benefits of secondary glazing', 'acoustic performance', 'air gap', 'noise reduction guide'],
    kind: 'FAQPage',
    parent: '/',
    footer: 'resources',
  },
  {
    path: '/noise-reduction-calculator',
    title: 'Noise Reduction Calculator for Secondary Glazing',
    label: 'Noise calculator',
    description:
      'Estimate how quiet a room could be with secondary glazing: pick the noise, your window, the glass and the gap, and compare the result with BS 8233.',
    keywords: [
      'noise reduction calculator',
      'secondary glazing noise estimate',
      'BS 8233 bedroom noise',
      'acoustic glass air gap',
    ],
    kind: 'WebApplication',
    parent: '/',
    footer: 'resources',
  },
  {
    path: '/case-studies',
    title: 'Domestic Noise Reduction with Secondary Glazing',
    label: 'Case Studies',
    description:
      'The Quiet Revolution: how a family home on a busy arterial road cut traffic, bus and siren noise by 33-43 dB with secondary glazing.',
    keywords: [
      'secondary glazing case study',
      'traffic noise',
      'domestic noise reduction',
      'before and after',
    ],
    kind: 'Article',
    parent: '/',
    footer: 'resources',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    label: 'Contact',
    description: `Call, e-mail or message us about secondary glazing. We reply within ${claimFigure('quoteTurnaround')}, Mon-Fri 8AM-6PM and Sat 9AM-4PM, across 8 major London regions.`,
    keywords: ['contact secondary glazing', 'glazing enquiry', 'London glazing phone', 'book a survey'],
    kind: 'ContactPage',
    parent: '/',
  },
  {
    path: '/quote-request',
    title: 'Get Your Free Quote',
    label: 'Free Quote',
    description: `Request a free, no-obligation secondary glazing quote. Tell us about your windows and we will send a detailed quote within ${claimFigure('quoteTurnaround')}.`,
    keywords: ['secondary glazing quote', 'free quote', 'window noise quote', 'secondary glazing cost'],
    kind: 'ContactPage',
    parent: '/',
  },
  {
    path: '/resources',
    title: 'Resources & Guides',
    label: 'Resources',
    description:
      'Free guides to secondary glazing: a downloadable PDF guide, noise reduction advice, the installation process step by step and answers to common questions.',
    keywords: ['secondary glazing guide', 'PDF guide', 'installation process', 'secondary glazing FAQ'],
    kind: 'FAQPage',
    parent: '/',
    footer: 'resources',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    label: 'Privacy Policy',
    description:
      'How we use the details you send through our quote and contact forms or WhatsApp, who processes them, how long we keep them and your rights under UK GDPR.',
    keywords: ['privacy policy', 'UK GDPR', 'data protection', 'cookies'],
    kind: 'WebPage',
    parent: '/',
    footer: 'legal',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    label: 'Terms of Service',
    description:
      'The terms of use of this website: the information we publish, prices and quotes, links, acceptable use and the law that applies.',
    keywords: ['terms of service', 'terms of use', 'website terms', 'legal'],
    kind: 'WebPage',
    parent: '/',
    footer: 'legal',
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    label: 'Sitemap',
    description:
      'Every page of the site in one list: services, local installer and area pages, guides, resources, contact and legal pages.',
    keywords: ['sitemap', 'all pages', 'site map', 'secondary glazing pages'],
    kind: 'CollectionPage',
    parent: '/',
    footer: 'legal',
  },
];

export const routes: RouteEntry[] = z.array(routeSchema).parse(entries);

const byPath = new Map(routes.map((r) => [r.path, r]));
if (byPath.size !== routes.length) throw new Error('routes.ts: duplicate path');

export function getRoute(path: string): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route registered for ${path}: add it to src/routes.ts`);
  return route;
}

/** The trail from home to this route, for breadcrumbs. */
export function breadcrumbTrail(path: string): RouteEntry[] {
  const trail: RouteEntry[] = [];
  for (let r: RouteEntry | undefined = getRoute(path); r; r = r.parent ? byPath.get(r.parent) : undefined) {
    trail.unshift(r);
  }
  if (trail[0]?.path !== '/') trail.unshift(getRoute('/'));
  return trail;
}

export const indexableRoutes = routes.filter((r) => r.indexable);
export const footerRoutes = (group: (typeof footerGroups)[number]) =>
  routes.filter((r) => r.footer === group);
