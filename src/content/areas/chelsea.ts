import type { AreaInput } from './schema.ts';

export const chelsea = {
  slug: 'chelsea',
  name: 'Chelsea',
  tone: 'luxury',
  consultation: 'Book a private consultation',
  highlights: ['Bespoke finishes to your interior', 'Discreet, appointment-only teams'],
  services: {
    title: 'Chelsea bespoke glazing services',
    bullets: [
      'Hand-finished frames in any paint colour or metal finish',
      'Concealed tracks that disappear behind curtains and pelmets',
      "Acoustic laminated glass for river-facing and King's Road rooms",
      'Coordination with your interior designer or project manager',
    ],
    ticks: [
      'Private consultation at a time that suits your household',
      'Fitters in uniform, shoe covers and dust-free cutting',
      'Aftercare visit once the household has settled in',
    ],
  },
  noiseSources: [
    {
      name: "King's Road traffic and nightlife",
      kind: 'road',
      detail: 'Taxis, buses and late diners along the spine of Chelsea until the small hours.',
      reduction: 78,
    },
    {
      name: 'Chelsea Embankment (A3212)',
      kind: 'road',
      detail: 'Fast, heavy traffic between Chelsea Bridge and Battersea Bridge beside the river.',
      reduction: 80,
    },
    {
      name: 'Stamford Bridge match days',
      kind: 'crowds',
      detail: 'Crowds, police sirens and coaches along Fulham Road before and after every home game.',
      reduction: 75,
    },
    {
      name: 'Heathrow arrivals',
      kind: 'air',
      detail: 'Aircraft lining up along the Thames on the westerly approach.',
      reduction: 72,
    },
  ],
  streets: [
    "King's Road",
    'Cheyne Walk',
    'Sloane Square',
    'Flood Street',
    'Oakley Street',
    'Old Church Street',
    'Markham Square',
    'Royal Avenue',
    'The Vale',
  ],
  warranty: 'lifetime',
  neighbours: ['kensington', 'belgravia', 'knightsbridge', 'fulham'],
  installer: {
    intro: [
      "In Chelsea, quiet is part of the finish. Our installers work by private appointment and treat each room as an interior project rather than a window job: frames are finished to match your joinery, tracks are hidden behind curtains, and the glass is chosen for the noise your home actually hears, whether that is the Embankment, the King's Road or match day at Stamford Bridge.",
    ],
    figures: {
      reduction: 78,
      properties: { count: 120, noun: 'properties' },
      investment: { pounds: 4800, per: 'project' },
    },
    priceRange: { from: 550, to: 850 },
    testimonial: {
      quote:
        'Our designer was worried the glazing would spoil the drawing room. It is genuinely invisible behind the curtains, the Embankment traffic has all but vanished, and the team left the house spotless.',
      name: 'Olivia S.',
      place: 'Cheyne Walk',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      "Chelsea living comes with a soundtrack: the King's Road after dark, the river road at rush hour and forty thousand fans on match days. You should be able to switch it off. A private consultation starts with a walk through the house and a conversation about how each room is used, and ends with a written specification for glazing finished as carefully as the rooms around it.",
    ],
    figures: {
      reduction: 75,
      properties: { count: 100, noun: 'properties' },
      investment: { pounds: 4200, per: 'project' },
    },
    testimonial: {
      quote:
        'Match days used to mean earplugs in the nursery. Since the glazing went in off Fulham Road we barely notice the crowds, and the consultation felt more like planning a room than buying windows.',
      name: 'James and Priya K.',
      place: 'Old Church Street',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
