import { z } from 'zod';
import { site } from '../config/site.ts';

// The company's claims as SPEC section 1 states them (the primary reading of each).
const claimsSchema = z
  .object({
    yearsExperience: z.number().int().min(1).max(100),
    foundingYear: z.number().int().min(1900).max(2100),
    homesProtected: z.number().int().positive(),
    satisfactionPercent: z.number().int().min(0).max(100),
    awards: z.number().int().positive(),
    warrantyYears: z.number().int().min(1).max(50),
  })
  .strict();

export const claims = claimsSchema.parse({
  yearsExperience: 15,
  foundingYear: site.foundingYear,
  homesProtected: 5000,
  satisfactionPercent: 98,
  awards: 50,
  warrantyYears: 10,
});

export const warrantyLabel = `${claims.warrantyYears}-year warranty`;

/** Short promises shown beside the mission. */
export const promises = z
  .array(z.string().min(10).max(90))
  .min(3)
  .max(5)
  .parse([
    `Founded in ${claims.foundingYear}`,
    `A ${warrantyLabel} on every installation`,
    'Certified installation teams on every job',
    'Acoustic engineers certified by an acoustics institute',
  ]);

const statSchema = z.object({ value: z.string().min(2).max(12), label: z.string().min(3).max(40) }).strict();

export const aboutStats = z
  .array(statSchema)
  .length(4)
  .parse([
    { value: `${claims.yearsExperience}+`, label: 'Years of experience' },
    { value: `${claims.homesProtected}+`, label: 'Homes protected' },
    { value: `${claims.satisfactionPercent}%`, label: 'Customer satisfaction' },
    { value: `${claims.awards}+`, label: 'Industry awards' },
  ]);

const aboutSchema = z
  .object({
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

export const about = aboutSchema.parse({
  intro: `Founded in ${claims.foundingYear}, we have spent ${claims.yearsExperience}+ years making London homes quieter and warmer with secondary glazing: a slim, made-to-measure second window fitted inside the one you already have.`,
  mission: {
    title: 'Our mission',
    paragraphs: [
      'Noise follows Londoners home: traffic, trains, aircraft and late-night streets. Our mission is to give every household a calm room to sleep, work and think in, without tearing out windows that give their building its character.',
      `Every installation is surveyed, designed and fitted by our own certified teams and backed by a ${claims.warrantyYears}-year warranty, so the quiet you pay for is the quiet you keep.`,
    ],
  },
  values: [
    {
      title: 'Honest advice',
      description:
        'We measure before we recommend, tell you what secondary glazing will and will not achieve, and never sell more windows than a room needs.',
    },
    {
      title: 'Respect for heritage',
      description:
        'Original sash and casement windows stay in place. Our systems are slim, reversible and designed to sit quietly behind period frames.',
    },
    {
      title: 'Craftsmanship',
      description:
        'Each unit is made to measure and fitted by certified installers who protect your home, tidy up and leave the window working smoothly.',
    },
    {
      title: 'Lasting results',
      description:
        'We test the result after fitting, explain how to look after it and stand behind the work with a written warranty and maintenance plans.',
    },
  ],
  expertise: [
    {
      title: 'Acoustic expertise',
      items: [
        'Noise assessments by engineers certified by an acoustics institute',
        'Glass and air-gap specification matched to traffic, rail or aircraft noise',
        'Laminated acoustic glass and compression seals for the deepest reductions',
        'Before-and-after measurements so you can see the difference in decibels',
      ],
    },
    {
      title: 'Installation expertise',
      items: [
        'Certified installation teams, trained on sash, casement, bay and arched windows',
        'Slimline aluminium frames made to measure for every opening',
        'Discreet, reversible fixings suited to listed buildings and conservation areas',
        'Most homes fitted in a day or two with minimal disruption',
      ],
    },
    {
      title: 'Thermal expertise',
      items: [
        'Low-emissivity, argon-filled and triple-glazed options for heat retention',
        'Draught-proofing that reduces condensation on the original window',
        'Advice on the right balance of acoustic and thermal performance',
      ],
    },
  ],
});
