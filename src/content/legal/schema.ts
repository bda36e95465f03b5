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

/**
 * The privacy notice: a legal document and the section that stands in for the one with the same id when the site
 * counts visits (PUBLIC_ANALYTICS_* at build; src/content/legal/privacy.ts picks).
 */
export const privacyNoticeSchema = z
  .object({
    ...documentShape,
    analytics: described(
      sectionSchema,
      'Shown instead of the section with the same id when the site counts visits (PUBLIC_ANALYTICS_PROVIDER set at build).',
    ),
  })
  .strict()
  // Kept as a refusal: a notice whose analytics section replaced nothing would still say, when the site counts visits,
  // that it counts none.
  .refine(
    (d) => d.sections.some((s) => s.id === d.analytics.id),
    'analytics.id names the section it replaces when the site counts visits',
  );

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
