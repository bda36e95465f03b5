import { z } from 'zod';
import { isoDate, optionalPart, uniqueIds } from '../schemas/parts.ts';
import { site, mailtoHref, openingHours } from '../../config/site.ts';
import type { Figures } from '../load.ts';
import { described } from '../schemas/template.ts';
import { analyticsDefaults, type AnalyticsSettings } from '../../config/env.ts';

const linkSchema = z
  .object({
    label: z.string().min(2).max(80),
    href: z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, 'links are site paths, https, mailto: or tel:'),
  })
  .strict();

const sectionSchema = z
  .object({
    id: described(
      z.string().regex(/^[a-z0-9-]+$/),
      'The section’s anchor in the page address (#cookies): lower-case words joined by -; a repeated one gets -2.',
    ),
    heading: z.string().min(3).max(80),
    paragraphs: z.array(z.string().min(20).max(700)).min(1),
    list: optionalPart(z.array(z.string().min(3).max(400)).min(1)),
    /** Paragraphs shown after the list. */
    after: optionalPart(z.array(z.string().min(20).max(700)).min(1)),
    links: optionalPart(z.array(linkSchema).min(1)),
  })
  .strict();

const documentShape = {
  title: z.string().min(3).max(60),
  lastUpdated: isoDate,
  summary: z.string().min(50).max(400),
  sections: z.array(sectionSchema).min(3).transform(uniqueIds),
};

export const legalDocumentSchema = z.object(documentShape).strict();

/** A section's words without its anchor: the privacy notice's visits section as it reads when the site counts visits. */
const sectionWords = sectionSchema.omit({ id: true });

/**
 * The privacy notice: a legal document whose section on cookies and visitor statistics (`visits`) has its place
 * between the sections before it and after it, and holds its own words for a build that counts visits
 * (PUBLIC_ANALYTICS_* at build; src/content/legal/privacy.ts picks). One such section in every notice, by its shape: a
 * build that counts visits never shows a notice saying it counts none.
 */
export const privacyNoticeSchema = z
  .object({
    title: documentShape.title,
    lastUpdated: documentShape.lastUpdated,
    confirmed: described(
      z.boolean(),
      'Tick once you have checked what this notice says that only you can give: the lawful bases, the services that process the details, how long you keep them and your promises. Until then the launch list asks for it.',
    ),
    summary: documentShape.summary,
    sections: described(
      z.array(sectionSchema).min(3),
      'The notice’s sections, in order, up to the one on cookies and visitor statistics (“Visits”, below).',
    ),
    visits: described(
      sectionSchema
        .extend({
          whenCounting: described(
            sectionWords,
            'The same section as it reads when the site counts visits (PUBLIC_ANALYTICS_PROVIDER set at build): what is counted, the lawful basis and how to object. Its anchor stays the one above.',
          ),
        })
        .strict(),
      'The section on cookies and visitor statistics, shown after the sections above: as it reads when the site counts no visits, then, under “When counting”, as it reads when it does.',
    ),
    lastSections: described(
      z.array(sectionSchema).max(10),
      'The sections after the one on cookies and visitor statistics, in order.',
    ),
  })
  .strict()
  // Read as the notice a build shows: without counting visits, and with (its visits section's own words in its place).
  .transform(({ sections, visits: { whenCounting, ...visits }, lastSections, confirmed, ...doc }) => {
    const read = (shown: z.output<typeof sectionSchema>) => ({
      ...doc,
      sections: uniqueIds([...sections, shown, ...lastSections]),
    });
    return {
      withoutCounting: read(visits),
      whenCounting: read({ id: visits.id, ...whenCounting }),
      confirmed,
    };
  });

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalSection = LegalDocument['sections'][number];

/** The business details a legal text may show as `{name}` (they live in business.json). */
export const businessFigures: Figures = {
  businessName: site.name,
  phone: site.phone.display,
  phoneHref: site.phone.href,
  email: site.email,
  emailHref: mailtoHref,
  openingHours: openingHours,
  locality: site.address.locality,
};

/**
 * The privacy notice's figures: the business details and the statistics service (when none is configured, the first
 * known one stands in, so the words that name it are always checked; the page then shows the no-analytics section).
 */
export function privacyFigures(analytics?: AnalyticsSettings): Figures {
  const fallback = analyticsDefaults.plausible;
  return {
    ...businessFigures,
    analyticsService: analytics?.name ?? fallback.name,
    analyticsAddress: analytics?.origin ?? new URL(fallback.script).origin,
  };
}
