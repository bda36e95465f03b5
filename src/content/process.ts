import { z } from 'zod';

const stepSchema = z
  .object({
    step: z.number().int().min(1).max(4),
    title: z.string().min(5).max(40),
    description: z.string().min(50).max(220),
  })
  .strict();

/** How a project runs, from first visit to guarantee (SPEC section 2, Home). */
export const processSteps = z
  .array(stepSchema)
  .length(4)
  .refine((steps) => steps.every((s, i) => s.step === i + 1), 'steps are numbered 1 to 4 in order')
  .parse([
    {
      step: 1,
      title: 'Free Assessment',
      description:
        'We visit, listen to the noise where you live, measure every window and talk through what matters most to you.',
    },
    {
      step: 2,
      title: 'Custom Design',
      description:
        'We specify glass, air gap and opening style for each window and send a clear, fixed quote with no obligation.',
    },
    {
      step: 3,
      title: 'Professional Installation',
      description:
        'Our certified team fits the made-to-measure units, usually in a day or two, protecting your home and tidying as we go.',
    },
    {
      step: 4,
      title: 'Performance Guarantee',
      description:
        'We check the seals and operation with you, hand over care advice and register your warranty before we leave.',
    },
  ]);
