import { z } from 'zod';

export const benefitIcons = [
  'volume',
  'thermometer',
  'shield',
  'droplets',
  'landmark',
  'piggy-bank',
] as const;

const benefitSchema = z
  .object({
    icon: z.enum(benefitIcons),
    title: z.string().min(5).max(40),
    description: z.string().min(60).max(200),
  })
  .strict();

export const benefitsFile = z.object({ benefits: z.array(benefitSchema).length(6) }).strict();
