import { z } from 'zod';

export const planSlugs = ['essential', 'comprehensive', 'premium'] as const;
export type PlanSlug = (typeof planSlugs)[number];

const planSchema = z
  .object({
    slug: z.enum(planSlugs),
    name: z.string().min(3).max(30),
    price: z.number().int().positive().max(5000),
    period: z.enum(['visit', 'year']),
    summary: z.string().min(30).max(140),
    features: z.array(z.string().min(5).max(60)).min(3).max(6),
    popular: z.boolean(),
  })
  .strict();

/** Maintenance plans (SPEC section 9). */
export const plans = z
  .array(planSchema)
  .length(3)
  .refine((ps) => ps.filter((p) => p.popular).length === 1, 'exactly one plan is marked popular')
  .parse([
    {
      slug: 'essential',
      name: 'Essential',
      price: 85,
      period: 'visit',
      summary:
        'A yearly service that keeps your secondary glazing sliding, sealing and looking as it should.',
      features: ['Annual inspection', 'Cleaning and lubrication', 'Hardware adjustment', 'Condition report'],
      popular: false,
    },
    {
      slug: 'comprehensive',
      name: 'Comprehensive',
      price: 150,
      period: 'year',
      summary: 'Two visits a year and priority help, for busy households and landlords.',
      features: ['2 inspections', 'Priority call-out', '10% off repairs', 'Seal monitoring'],
      popular: true,
    },
    {
      slug: 'premium',
      name: 'Premium',
      price: 250,
      period: 'year',
      summary: 'Quarterly care and the fastest response, for larger homes and commercial buildings.',
      features: [
        '4 quarterly inspections',
        'Same-day emergency service',
        '15% off repairs',
        'Parts priority',
      ],
      popular: false,
    },
  ]);

export const popularLabel = 'Most Popular';

export function planBySlug(slug: PlanSlug) {
  const plan = plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`No plan ${slug}`);
  return plan;
}
