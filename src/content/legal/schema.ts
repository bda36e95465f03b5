import { z } from 'zod';
import { optionalPart } from '../schemas/parts.ts';
import { site, mailtoHref, openingHours } from '../../config/site.ts';
import type { Figures } from '../load.ts';

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

export const legalDocumentSchema = z
  .object({
    title: z.string().min(3).max(60),
    lastUpdated: z.iso.date(),
    summary: z.string().min(50).max(400),
    sections: z.array(sectionSchema).min(3),
  })
  .strict()
  .refine((d) => new Set(d.sections.map((s) => s.id)).size === d.sections.length, 'section ids are unique');

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
