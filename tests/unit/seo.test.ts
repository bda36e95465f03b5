import { describe, expect, it } from 'vitest';
import { buildHead, titleTemplate } from '../../src/lib/seo/head.ts';
import { buildJsonLd } from '../../src/lib/seo/jsonLd.ts';
import { getRoute, routes, breadcrumbTrail } from '../../src/routes.ts';
import { site } from '../../src/config/site.ts';
import { serviceJsonLd } from '../../src/lib/seo/serviceJsonLd.ts';
import { getService, services } from '../../src/content/services.ts';
import { ratingSummary } from '../../src/content/proof.ts';
import { areas } from '../../src/content/areas/index.ts';
import { specAreaGuides, specInstallerAreas } from './support/specAreas.ts';
import { familyPath, servicePath } from '../../src/paths.ts';
import { launchFindings } from '../../scripts/launch/checks.ts';
import { contentInput } from '../../scripts/launch/content.ts';

describe('head tags', () => {
  const tags = buildHead(getRoute('/about'));
  it('has title, canonical and social tags', () => {
    expect(tags).toContainEqual({ tag: 'title', text: `About Us | ${site.name}` });
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: `${site.url}/about` } });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:locale', content: 'en_GB' } });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } });
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { name: 'twitter:card', content: 'summary_large_image' },
    });
  });
  it("names the business's X account only when business.json gives one", () => {
    const handle = site.twitterHandle;
    const twitterSite = () =>
      buildHead(getRoute('/about')).filter((t) => t.tag === 'meta' && t.attrs.name === 'twitter:site');
    try {
      site.twitterHandle = '';
      expect(twitterSite()).toEqual([]);
      site.twitterHandle = '@example';
      expect(twitterSite()).toEqual([{ tag: 'meta', attrs: { name: 'twitter:site', content: '@example' } }]);
    } finally {
      site.twitterHandle = handle;
    }
  });
  it('drops the canonical and marks noindex for the 404 page', () => {
    const t = buildHead(getRoute('/about'), { noindex: true, canonicalPath: null });
    expect(t.some((x) => x.tag === 'link' && x.attrs.rel === 'canonical')).toBe(false);
    expect(t).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
  });
});

describe('JSON-LD', () => {
  it('holds the business, the website, the page kind and breadcrumbs', () => {
    const graph = buildJsonLd(getRoute('/about'), ratingSummary()) as unknown as {
      '@graph': { '@type': string; telephone?: string }[];
    };
    const types = graph['@graph'].map((n) => n['@type']);
    expect(types).toEqual(['HomeAndConstructionBusiness', 'WebSite', 'AboutPage', 'BreadcrumbList']);
    expect(graph['@graph'][0]).toMatchObject({ telephone: site.phone.e164, email: site.email });
  });
  it('asks a page whose kind needs its data to pass its own node', () => {
    expect(() => buildJsonLd(getRoute('/services/thermal-insulation'), ratingSummary())).toThrow(
      '/services/thermal-insulation: a Service page passes its own structuredData to the layout',
    );
  });
  it('has no breadcrumbs on the home page', () => {
    const graph = buildJsonLd(getRoute('/'), ratingSummary()) as unknown as {
      '@graph': { '@type': string }[];
    };
    expect(graph['@graph'].map((n) => n['@type'])).not.toContain('BreadcrumbList');
  });
});

describe('service pages: JSON-LD', () => {
  it.each(services.map((s) => [s.slug, s] as const))(
    '%s: its Service and its questions (three or more) as an FAQPage, each with its source',
    (slug, service) => {
      const route = getRoute(servicePath(slug));
      const [node, faq] = serviceJsonLd(route, service) as unknown as [
        {
          '@type': string;
          '@id': string;
          offers?: { price?: number; priceSpecification: { minPrice: number; unitText?: string } };
        },
        {
          '@type': string;
          '@id': string;
          url: string;
          mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
        },
      ];
      expect(node['@type']).toBe('Service');
      if (service.price === undefined) expect(node.offers).toBeUndefined();
      else {
        // A from-price: the lowest figure, never a fixed price.
        expect(node.offers).toMatchObject({
          priceSpecification: { minPrice: service.price, unitText: `per ${service.unit}` },
        });
        expect(node.offers?.price).toBeUndefined();
      }
      expect(faq).toMatchObject({
        '@type': 'FAQPage',
        '@id': `${site.url}${route.path}#faq`,
        url: `${site.url}${route.path}`,
      });
      expect(faq.mainEntity).toEqual(
        service.faqs.map((f) => ({
          '@type': 'Question',
          name: f.question,
          acceptedAnswer: {
            '@type': 'Answer',
            text: f.answer,
            ...(f.source ? { citation: { '@type': 'CreativeWork', ...f.source } } : {}),
          },
        })),
      );
      expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('goes into the page graph beside the business, the website and the breadcrumbs', () => {
    const route = getRoute('/services/commercial-projects');
    const graph = buildJsonLd(
      route,
      ratingSummary(),
      serviceJsonLd(route, getService('commercial-projects')),
    ) as unknown as {
      '@graph': { '@type': string }[];
    };
    expect(graph['@graph'].map((n) => n['@type'])).toEqual([
      'HomeAndConstructionBusiness',
      'WebSite',
      'Service',
      'FAQPage',
      'BreadcrumbList',
    ]);
  });
});

describe('route registry', () => {
  it('registers every SPEC route', () => {
    const paths = routes.map((r) => r.path);
    for (const p of [
      '/',
      '/about',
      '/services',
      '/comparisons',
      '/locations',
      '/benefits',
      '/case-studies',
      '/contact',
      '/quote-request',
      '/resources',
    ])
      expect(paths).toContain(p);
    // The spec's areas, and any the business adds in the editor: one page per area file in each family. An /areas
    // page switched off in the editor is the launch check's to name (tests/unit/area-page-off.test.ts).
    for (const slug of specInstallerAreas)
      expect(paths).toContain(`/services/secondary-glazing-installers/${slug}`);
    for (const slug of specAreaGuides)
      if (areas.find((a) => a.slug === slug)?.areaPage) expect(paths).toContain(`/areas/${slug}`);
      else
        expect(
          launchFindings(contentInput([], {}))
            .map((f) => f.message)
            .join('\n'),
        ).toMatch(slug);
    expect(paths.filter((p) => p.startsWith('/services/secondary-glazing-installers/'))).toHaveLength(
      areas.length,
    );
    expect(paths.filter((p) => p.startsWith('/areas/'))).toHaveLength(areas.filter((a) => a.areaPage).length);
  });
  it('has unique titles', () => {
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
  });
  it('builds breadcrumb trails from home', () => {
    const guide = familyPath('area', areas.find((a) => a.areaPage)!.slug);
    expect(breadcrumbTrail(guide).map((r) => r.path)).toEqual(['/', '/locations', guide]);
  });
});

describe('title template', () => {
  it('adds the full name when it fits in 60 characters, the short name otherwise', () => {
    // Titles made to fit, or not, around the business's name as business.json gives it.
    const fits = 'T'.repeat(60 - ` | ${site.name}`.length);
    expect(titleTemplate(fits)).toBe(`${fits} | ${site.name}`);
    expect(titleTemplate(`${fits}s`)).toBe(`${fits}s | ${site.shortName}`);
    expect(titleTemplate(`About ${site.shortName}`)).toBe(`About ${site.shortName}`);
  });

  it('keeps every route title within 60 characters, where search results cut them', () => {
    const long = routes.map((r) => titleTemplate(r.title)).filter((t) => t.length > 60);
    expect(long).toEqual([]);
  });
});
