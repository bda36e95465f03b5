import { z } from 'zod';
import { optionalPart } from './parts.ts';
export const serviceSlugs = [
  'residential-secondary-glazing',
  'commercial-projects',
  'heritage-listed-buildings',
  'maintenance-repairs',
  'acoustic-consultancy',
  'thermal-insulation',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceIcons = ['home', 'building', 'landmark', 'wrench', 'ear', 'thermometer'] as const;

const stepSchema = z
  .object({ title: z.string().min(5).max(50), description: z.string().min(40).max(220) })
  .strict();

export const serviceSchema = z
  .object({
    slug: z.enum(serviceSlugs),
    title: z.string().min(5).max(50),
    /** The service page's head: title (the layout adds the site name), menu label, meta description, keywords. */
    route: z
      .object({
        title: z.string().min(5).max(70),
        label: z.string().min(2).max(40),
        description: z.string().min(50).max(170),
        keywords: z.array(z.string().min(2)).min(3).max(12),
      })
      .strict(),
    icon: z.enum(serviceIcons),
    /** Card and intro text. */
    description: z.string().min(60).max(220),
    features: z.array(z.string().min(5).max(90)).min(3).max(6),
    /** The "from" price in pounds and what it buys; none means priced by quote. */
    pricing: optionalPart(
      z
        .object({
          price: z.number().int().positive().max(10000),
          unit: z.enum(['window', 'assessment', 'visit']),
        })
        .strict(),
    ),
    steps: optionalPart(
      z.object({ title: z.string().min(5).max(60), items: z.array(stepSchema).length(4) }).strict(),
    ),
    sectors: optionalPart(z.array(z.string().min(3).max(40)).min(3).max(8)),
    guidance: optionalPart(
      z
        .object({
          title: z.string().min(5).max(60),
          paragraphs: z.array(z.string().min(60).max(400)).min(1).max(3),
        })
        .strict(),
    ),
    bookLabel: z.string().min(5).max(40),
    resource: z
      .object({
        label: z.string().min(5).max(40),
        href: z.enum(['/resources', '/benefits', '/comparisons', '/case-studies']),
      })
      .strict(),
  })
  .strict()
  .transform(({ pricing, ...service }) => ({ ...service, price: pricing?.price, unit: pricing?.unit }));

export type Service = z.infer<typeof serviceSchema>;

/** The six services (SPEC sections 2 and 9). */
export const servicesFile = z.object({ services: z.array(serviceSchema).length(6) }).strict();

export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;

/** "From £450 per window", or the spec's "priced by quote". */
export function pricingText(service: Service): string {
  return service.price === undefined ? 'Priced by quote' : `From £${service.price} per ${service.unit}`;
}
