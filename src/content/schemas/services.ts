import { z } from 'zod';
import { pageHead } from './pages.ts';
import { faqItemSchema } from '../guides/schema.ts';
import { describedPhoto, kindOf, optionalPart, type EditorReference } from './parts.ts';
import { described } from './template.ts';
import { paths } from '../../paths.ts';
import { planSlugs } from './plans.ts';
/** The spec's six services (docs/requirements.md section 2): each must stay; the office may add more. */
export const specServiceSlugs = [
  'residential-secondary-glazing',
  'commercial-projects',
  'heritage-listed-buildings',
  'maintenance-repairs',
  'acoustic-consultancy',
  'thermal-insulation',
] as const;
/** A service's slug: its page's address under /services, written once in its entry of services.yaml. */
export type ServiceSlug = string;

/** A service's slug, picked from the services in the editor where another file names one. */
export const serviceReference = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*$/, 'a service slug is lower-case words joined by -')
  .meta({ editorReference: 'services' satisfies EditorReference });

export const serviceIcons = ['home', 'building', 'landmark', 'wrench', 'ear', 'thermometer'] as const;

/** A fact beside the price in the hero's key facts ("Fitting", "4-6 hours for a typical home"). */
const factSchema = z.object({ label: z.string().min(3).max(24), value: z.string().min(3).max(70) }).strict();

const stepSchema = z
  .object({ title: z.string().min(5).max(50), description: z.string().min(40).max(220) })
  .strict();

/** What sets a service's price, each a sentence (`min`: how many its pricing needs). */
const dependsOn = (min: number, text: string) =>
  described(z.array(z.string().min(10).max(120)).min(min).max(5), text);

/**
 * A service's price and the worked example of it on its page, one choice so the two always agree: an amount in
 * pounds and what it buys (the example: so many at that price), a maintenance plan's price, written once in the plans
 * (the example: a year on each plan), or priced by quote (instead of an example, what the quote depends on: three
 * things or more, never an invented figure). Each says what sets the price.
 */
export const servicePricing = kindOf({
  amount: [
    'From an amount',
    z
      .object({
        price: z.number().int().positive().max(10000),
        unit: z.enum(['window', 'assessment', 'visit']),
        workedExample: described(
          z.number().int().min(1).max(20),
          'The worked example on the page: how many (windows, assessments…) it prices at the from-price.',
        ),
        dependsOn: dependsOn(
          0,
          'What sets the price, listed under the worked example; none where you have not said.',
        ),
      })
      .strict(),
  ],
  plan: [
    'From a maintenance plan’s price',
    z
      .object({
        plan: z.enum(planSlugs),
        dependsOn: dependsOn(
          0,
          'What sets the price, listed under a year on each plan; none where you have not said.',
        ),
      })
      .strict(),
  ],
  quote: [
    'Priced by quote',
    z
      .object({
        dependsOn: dependsOn(
          3,
          'What the quote depends on, three things or more: the page lists them instead of a price.',
        ),
      })
      .strict(),
  ],
});

/** The worked example a service's pricing gives its page: so many at the from-price, a year on each plan, or a quote. */
export type PriceExampleKind =
  | { kind: 'units'; value: { count: number } }
  | { kind: 'plans'; value: Record<string, never> }
  | { kind: 'quote'; value: Record<string, never> };

function exampleOf(pricing: z.output<typeof servicePricing>): PriceExampleKind {
  if (pricing.kind === 'amount') return { kind: 'units', value: { count: pricing.value.workedExample } };
  return { kind: pricing.kind === 'plan' ? 'plans' : 'quote', value: {} };
}

export const serviceSchema = z
  .object({
    slug: described(
      z
        .string()
        .regex(/^[a-z]+(-[a-z]+)*$/, 'a service slug is lower-case words joined by -')
        .max(60),
      'The service page’s address after /services/: lower-case words joined by - (renaming it moves the page).',
    ),
    title: z.string().min(5).max(50),
    /** The service page's head: title (the layout adds the site name), menu label, meta description, keywords. */
    route: pageHead,
    icon: z.enum(serviceIcons),
    /** Card and intro text. */
    description: z.string().min(60).max(220),
    features: z.array(z.string().min(5).max(90)).min(3).max(6),
    pricing: servicePricing,
    steps: optionalPart(
      z
        .object({
          // Its own label: the service's title is in the same dialog.
          title: z.string().min(5).max(60).meta({ editorLabel: 'Steps heading' }),
          items: z.array(stepSchema).length(4),
        })
        .strict(),
    ),
    sectors: optionalPart(z.array(z.string().min(3).max(40)).min(3).max(8)),
    guidance: optionalPart(
      z
        .object({
          title: z.string().min(5).max(60).meta({ editorLabel: 'Guidance heading' }),
          paragraphs: z.array(z.string().min(60).max(400)).min(1).max(3),
        })
        .strict(),
    ),
    /** The hero's key facts after the price: what it suits, how long fitting takes, what is guaranteed… */
    facts: z.array(factSchema).length(3),
    /** A photo of this service's work for the hero, with its description (the one part asks for both). */
    photo: optionalPart(
      z.object(describedPhoto('services', 'The service’s work, shown beside its key facts')).strict(),
    ),
    /** The service's questions: three or more, each homeowners' question answered once, on the page it belongs to. */
    faqs: z.array(faqItemSchema).min(3).max(8),
    bookLabel: z.string().min(5).max(40),
    resource: z
      .object({
        label: z.string().min(5).max(40),
        href: z.enum([paths.resources, paths.benefits, paths.comparisons, paths.caseStudies]),
      })
      .strict(),
  })
  .strict()
  // Pages read the photo flat (its path and its description, blank where there is none), and the worked example and
  // what sets the price from the pricing.
  .transform(({ photo, ...service }) => ({
    ...service,
    photo: photo?.image ?? '',
    photoAlt: photo?.alt ?? '',
    example: exampleOf(service.pricing),
    priceDependsOn: service.pricing.value.dependsOn,
  }));

/** A service as its file holds it; `Service` adds the from-price it works out (src/content/services.ts). */
export type ServiceData = z.infer<typeof serviceSchema>;
export type PriceUnit = 'window' | 'assessment' | 'visit' | 'year';
export type Service = ServiceData & { price?: number; unit?: PriceUnit };

/** The services: the spec's six (docs/requirements.md sections 2 and 9) and any the office adds, each slug once. */
export const servicesFile = z
  .object({
    services: z
      .array(serviceSchema)
      .min(specServiceSlugs.length)
      .max(16)
      .superRefine((services, context) => {
        const slugs = services.map((s) => s.slug);
        for (const slug of specServiceSlugs)
          if (!slugs.includes(slug))
            context.addIssue({ code: 'custom', message: `The spec's service ${slug} is missing: keep it` });
        const twice = slugs.filter((slug, i) => slugs.indexOf(slug) !== i);
        if (twice.length)
          context.addIssue({
            code: 'custom',
            message: `Each service's slug once: ${twice.join(', ')} twice`,
          });
      }),
  })
  .strict();
