import { z } from 'zod';
import { planBySlug } from './plans.ts';

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

const serviceSchema = z
  .object({
    slug: z.enum(serviceSlugs),
    title: z.string().min(5).max(50),
    icon: z.enum(serviceIcons),
    /** Card and intro text. */
    description: z.string().min(60).max(220),
    features: z.array(z.string().min(5).max(90)).min(3).max(6),
    /** "From" price in pounds; none means priced by quote. */
    price: z.number().int().positive().max(10000).optional(),
    unit: z.enum(['window', 'assessment', 'visit']).optional(),
    steps: z
      .object({ title: z.string().min(5).max(60), items: z.array(stepSchema).length(4) })
      .strict()
      .optional(),
    sectors: z.array(z.string().min(3).max(40)).min(3).max(8).optional(),
    guidance: z
      .object({
        title: z.string().min(5).max(60),
        paragraphs: z.array(z.string().min(60).max(400)).min(1).max(3),
      })
      .strict()
      .optional(),
    bookLabel: z.string().min(5).max(40),
    resource: z
      .object({
        label: z.string().min(5).max(40),
        href: z.enum(['/resources', '/benefits', '/comparisons', '/case-studies']),
      })
      .strict(),
  })
  .strict()
  .refine((s) => (s.price === undefined) === (s.unit === undefined), 'price and unit go together');

export type Service = z.infer<typeof serviceSchema>;

/** The six services (SPEC sections 2 and 9). */
export const services = z
  .array(serviceSchema)
  .length(6)
  .parse([
    {
      slug: 'residential-secondary-glazing',
      title: 'Residential Secondary Glazing',
      icon: 'home',
      description:
        'Made-to-measure secondary glazing for houses and flats: quieter bedrooms, warmer living rooms and your original windows left as they are.',
      features: [
        'Acoustic laminated glass for traffic, rail and aircraft noise',
        'Slimline frames colour-matched to your windows',
        'Sliding, hinged, lift-out or fixed panels for every window',
        'Most homes fitted in a day or two',
      ],
      price: 450,
      unit: 'window',
      steps: {
        title: 'How a home installation works',
        items: [
          {
            title: 'Free consultation',
            description:
              'We visit, measure each window and listen to the noise you live with, then advise honestly.',
          },
          {
            title: 'Custom design',
            description:
              'Glass, air gap, frame colour and opening style chosen window by window, with a fixed quote.',
          },
          {
            title: 'Professional installation',
            description:
              'Our certified installers fit every unit with dust sheets down and leave each room tidy.',
          },
          {
            title: 'Quality assurance and warranty',
            description:
              'We test each panel with you, hand over care advice and activate your warranty on the day.',
          },
        ],
      },
      bookLabel: 'Book a free survey',
      resource: { label: 'Read our guides and brochure', href: '/resources' },
    },
    {
      slug: 'commercial-projects',
      title: 'Commercial Projects',
      icon: 'building',
      description:
        'Secondary glazing for workplaces and public buildings: quieter rooms, lower energy bills and minimal disruption to the people inside.',
      features: [
        'Phased installation out of hours or during holidays',
        'Acoustic specifications for meeting rooms, wards and classrooms',
        'Thermal upgrades without planning for new windows',
        'One project manager from survey to handover',
      ],
      steps: {
        title: 'How a commercial project runs',
        items: [
          {
            title: 'Site survey',
            description:
              'We survey every elevation, measure noise where it matters and note access and working hours.',
          },
          {
            title: 'Project planning',
            description: 'A written specification, programme and fixed quote, phased around your occupants.',
          },
          {
            title: 'Installation',
            description:
              'Certified teams fit floor by floor with clean, quiet working and daily progress updates.',
          },
          {
            title: 'Handover',
            description:
              'We inspect with you, hand over drawings, warranties and care guidance, and stay on call.',
          },
        ],
      },
      sectors: ['Offices', 'Schools and universities', 'Healthcare', 'Hotels', 'Retail', 'Government'],
      bookLabel: 'Book a site survey',
      resource: { label: 'Compare glazing options', href: '/comparisons' },
    },
    {
      slug: 'heritage-listed-buildings',
      title: 'Heritage & Listed Buildings',
      icon: 'landmark',
      description:
        'Discreet, reversible secondary glazing for listed buildings and conservation areas, designed to sit behind period windows unseen.',
      features: [
        'Original windows kept and protected',
        'Slim frames aligned with sash meeting rails and glazing bars',
        'Reversible fixings that leave historic fabric intact',
        'Drawings and specifications ready for a consent application',
      ],
      price: 650,
      unit: 'window',
      steps: {
        title: 'Our four-step heritage process',
        items: [
          {
            title: 'Heritage survey',
            description:
              'We record each window, its condition and its historic features before anything is proposed.',
          },
          {
            title: 'Sympathetic design',
            description:
              'Frames, sightlines and colours chosen to follow the original joinery and stay unseen outside.',
          },
          {
            title: 'Consent support',
            description:
              'Drawings and method statements for your conservation officer or a listed building consent application.',
          },
          {
            title: 'Careful installation',
            description:
              'Fitted with reversible fixings into new timber linings, never into the original window.',
          },
        ],
      },
      guidance: {
        title: 'Do you need listed building consent?',
        paragraphs: [
          'Often, yes: secondary glazing is usually treated as reversible, but for a listed building any work that affects its character may need listed building consent, and in a conservation area other rules can apply. Fitting without consent where it is needed is a criminal offence, so check first.',
          "Ask your local planning authority's conservation officer before work starts; Historic England publishes guidance on secondary glazing for historic windows. We provide drawings and a method statement for that conversation and never start work until you are sure.",
        ],
      },
      bookLabel: 'Book a heritage survey',
      resource: { label: 'Read the secondary glazing guide', href: '/benefits' },
    },
    {
      slug: 'maintenance-repairs',
      title: 'Maintenance & Repairs',
      icon: 'wrench',
      description:
        'Servicing and repairs that keep secondary glazing sliding smoothly and sealing tightly, with plans for homes, landlords and businesses.',
      features: [
        'Worn seals, brushes and runners replaced',
        'Catches, hinges and balances adjusted or renewed',
        'Cracked or misted glass replaced',
        'Repairs to systems fitted by other companies',
      ],
      price: planBySlug('essential').price,
      unit: 'visit',
      bookLabel: 'Book a repair visit',
      resource: { label: 'Read care and FAQs', href: '/resources' },
    },
    {
      slug: 'acoustic-consultancy',
      title: 'Acoustic Consultancy',
      icon: 'ear',
      description:
        'Measured noise assessments by engineers certified by an acoustics institute, so the glazing we specify answers the noise you actually have.',
      features: [
        'Day and night noise measurements in the rooms that matter',
        'Traffic, rail, aircraft and neighbour noise identified',
        'A written report with the glass and air gap each window needs',
        'Predicted and measured reductions in decibels',
      ],
      price: 350,
      unit: 'assessment',
      bookLabel: 'Book an assessment',
      resource: { label: 'See measured before-and-after results', href: '/case-studies' },
    },
    {
      slug: 'thermal-insulation',
      title: 'Thermal Insulation',
      icon: 'thermometer',
      description:
        'Secondary glazing specified for warmth: lower heat loss, fewer draughts and less condensation, without replacing your windows.',
      features: [
        'Sealed air gap that insulates the whole window',
        'Draughts around old sashes and casements stopped',
        'Less condensation on the original glass',
        'Works alongside acoustic glass in one unit',
      ],
      price: 525,
      unit: 'window',
      bookLabel: 'Book a free survey',
      resource: { label: 'Read the energy and benefits guide', href: '/benefits' },
    },
  ]);

export function serviceBySlug(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return service;
}

export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;

/** "From £450 per window", or the spec's "priced by quote". */
export function pricingText(service: Service): string {
  return service.price === undefined ? 'Priced by quote' : `From £${service.price} per ${service.unit}`;
}
