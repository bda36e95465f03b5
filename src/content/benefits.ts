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

export const benefits = z
  .array(benefitSchema)
  .length(6)
  .parse([
    {
      icon: 'volume',
      title: 'Quieter rooms',
      description:
        'A second pane with a deep air gap stops traffic, trains and aircraft noise, so bedrooms and studies stay calm.',
    },
    {
      icon: 'thermometer',
      title: 'Warmer in winter',
      description:
        'The sealed cavity acts as insulation, keeping heat in, cutting draughts and taking the chill off the window.',
    },
    {
      icon: 'shield',
      title: 'Extra security',
      description:
        'A second, lockable barrier behind the existing window makes a forced entry slower, noisier and less likely.',
    },
    {
      icon: 'droplets',
      title: 'Less condensation',
      description:
        'A warmer inner pane and fewer draughts mean less moisture on the glass and less damage to timber frames.',
    },
    {
      icon: 'landmark',
      title: 'Keeps period character',
      description:
        'Original sash and casement windows stay untouched, which suits listed buildings and conservation areas.',
    },
    {
      icon: 'piggy-bank',
      title: 'Costs less than replacement',
      description:
        'Made-to-measure units fitted inside your windows, typically in a day, for far less than new double glazing.',
    },
  ]);
