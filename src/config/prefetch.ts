// The pages a visitor is likely to open next, fetched before the tap (Speculation Rules, read by Chromium browsers;
// others ignore them). BaseLayout carries the rules inert and turns them on unless the visitor saves data or is on a
// 2G connection. The build hashes the rules' text into the Content-Security-Policy (src/integrations/securityHeaders.ts).

/** Links that are files or leave the visit, never prefetched. */
const notPages = '[download], [target="_blank"], [rel~="nofollow"]';

export const speculationRules = {
  // The site's header (logo, main navigation, Free Quote): drawn in advance once the visitor shows intent (hover
  // with a mouse, the finger going down on a phone), so the tap shows the page at once.
  prerender: [
    {
      source: 'document',
      where: {
        and: [{ selector_matches: 'body > header a[href^="/"]' }, { not: { selector_matches: notPages } }],
      },
      eagerness: 'moderate',
    },
  ],
  // Every other link to a page of the site: fetched when the visitor shows intent.
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { selector_matches: notPages } }] },
      eagerness: 'moderate',
    },
  ],
} as const;
