import { z } from 'zod';

const statSchema = z.object({ value: z.string().min(2).max(12), label: z.string().min(3).max(40) }).strict();

export const aboutFile = z
  .object({
    /** Short promises shown beside the mission (and on the service pages). */
    promises: z.array(z.string().min(10).max(90)).min(3).max(5),
    stats: z.array(statSchema).length(4),
    intro: z.string().min(80).max(400),
    mission: z
      .object({
        title: z.string().min(5).max(60),
        paragraphs: z.array(z.string().min(60).max(500)).min(1).max(3),
      })
      .strict(),
    values: z
      .array(
        z.object({ title: z.string().min(3).max(40), description: z.string().min(40).max(220) }).strict(),
      )
      .length(4),
    expertise: z
      .array(
        z
          .object({
            title: z.string().min(5).max(60),
            items: z.array(z.string().min(10).max(120)).min(3).max(6),
          })
          .strict(),
      )
      .min(2)
      .max(3),
  })
  .strict();
