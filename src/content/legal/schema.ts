import { z } from 'zod';
import { isoDate, optionalPart } from '../schemas/parts.ts';
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
    id: z.string().regex(/^[a-z0-9-]+$/),
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
  sections: z.array(sectionSchema).min(3),
};
const uniqueIds = (d: { sections: { id: string }[] }) =>
  new Set(d.sections.map((s) => s.id)).size === d.sections.length;

export const legalDocumentSchema = z
  .object(documentShape)
  .strict()
  .refine(uniqueIds, 'section ids are unique');

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
  .refine(uniqueIds, 'section ids are unique')
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
