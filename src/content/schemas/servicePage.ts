import { z } from 'zod';

const eyebrow = z.string().min(3).max(40);
const title = z.string().min(5).max(70);
const label = z.string().min(2).max(40);
const text = z.string().min(20).max(240);
const heading = z.object({ eyebrow, title }).strict();

/** The words every service page shares (the template's own); each service's words are in services.yaml. */
export const servicePageFile = z
  .object({
    facts: z.object({ title, price: label }).strict(),
    included: heading,
    /** The dark panel of standing promises beside what's included (`{shortName}` is the business's short name). */
    assurance: z.object({ title }).strict(),
    sectors: heading,
    plans: heading.extend({ intro: text }).strict(),
    options: heading,
    steps: z.object({ eyebrow }).strict(),
    example: z
      .object({
        /** Over what sets the price, under a worked example. */
        dependsOn: title,
        /** So many windows (or assessments) at the from-price. */
        units: heading.extend({ total: label, note: text }).strict(),
        /** A year on each maintenance plan (plans.yaml). */
        plans: heading
          .extend({
            columns: z.tuple([label, label, label, label]),
            note: text,
          })
          .strict(),
        /** A service priced by quote: what the quote depends on. */
        quote: heading.extend({ note: text }).strict(),
      })
      .strict(),
    project: heading
      .extend({
        link: label,
        caseStudyLink: label,
        /** Over levels measured before and after fitting. */
        measured: label,
        before: label,
        after: label,
      })
      .strict(),
    faqs: heading,
    /** The closing band's title and sentence; its buttons read as on every page (interface.yaml's actions). */
    cta: z.object({ title, text }).strict(),
  })
  .strict();
