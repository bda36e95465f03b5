import { z } from 'zod';

export const planSlugs = ['essential', 'comprehensive', 'premium'] as const;
export type PlanSlug = (typeof planSlugs)[number];

/** The plans by name in the editor's pick-lists (their ids are what texts cite as `{essential}`…). */
const planNames = {
  essential: 'Essential',
  comprehensive: 'Comprehensive',
  premium: 'Premium',
} satisfies Record<PlanSlug, string>;

const planSchema = z
  .object({
    slug: z.enum(planSlugs).meta({
      editorLabel: 'Which plan',
      description: 'Which of the three plans this is: other texts show its price by this name.',
      optionLabels: planNames,
    }),
    name: z.string().min(3).max(30),
    price: z.number().int().positive().max(5000),
    period: z.enum(['visit', 'year']),
    /** Inspection visits a year (the Essential plan's annual inspection is one). */
    inspections: z.number().int().min(1).max(12),
    summary: z.string().min(30).max(140),
    features: z.array(z.string().min(5).max(60)).min(3).max(6),
  })
  .strict();

/** Maintenance plans (docs/requirements.md section 9). */
export const plansFile = z
  .object({
    popularLabel: z.string().min(3).max(30),
    /** One plan, picked from the three: a choice, not a tick on each plan, so there is never none or two. */
    popular: z.enum(planSlugs).meta({
      description: 'The plan shown raised, with the label above, as the one most clients choose.',
      optionLabels: planNames,
    }),
    plans: z.array(planSchema).length(3),
  })
  .strict()
  // Pages read a plan as popular or not.
  .transform(({ popular, plans, ...file }) => ({
    ...file,
    plans: plans.map((plan) => ({ ...plan, popular: plan.slug === popular })),
  }));
