import type { AreaInput } from './schema.ts';

export const putney = {
  slug: 'putney',
  name: 'Putney',
  tone: 'family',
  consultation: 'Book a Riverside Family Assessment',
  highlights: ['Riverside Family Assessment', 'Family homes from terraces to mansion flats'],
  services: {
    title: 'Putney family services',
    bullets: [
      'Family bedroom and nursery packages',
      'Home-office glazing for quiet video calls',
      'Mansion-flat installations on the Lower Richmond Road',
      'Thermal glazing for riverside rooms',
    ],
    ticks: [
      'Child-safe laminated glass and locks',
      'Work scheduled around school runs',
      'Pet-friendly, tidy teams',
    ],
  },
  noiseSources: [
    {
      name: 'Putney High Street (A219)',
      kind: 'road',
      detail: 'Some of the heaviest bus and car traffic in south-west London.',
      reduction: 68,
    },
    {
      name: 'Upper Richmond Road (A205)',
      kind: 'road',
      detail: 'The South Circular, busy with lorries and commuters through the day.',
      reduction: 68,
    },
    {
      name: 'South Western Railway at Putney station',
      kind: 'rail',
      detail: 'Frequent trains to Waterloo and Reading on the line through the town.',
      reduction: 66,
    },
    {
      name: 'Heathrow arrivals',
      kind: 'air',
      detail: 'Aircraft tracking the Thames on the westerly approach.',
      reduction: 65,
    },
  ],
  streets: [
    'Putney High Street',
    'Putney Hill',
    'West Putney',
    'Lower Richmond Road',
    'Putney Heath',
    'Upper Richmond Road',
    'Roehampton',
    'East Putney',
    'Putney Embankment',
  ],
  warranty: '10-year',
  neighbours: ['fulham', 'barnes', 'wimbledon', 'richmond'],
  installer: {
    intro: [
      'Putney is where many London families settle: rowing clubs on the Embankment, the Heath at the top of the hill and good schools in between. It is also where the High Street and the South Circular meet. Our Riverside Family Assessment looks at the whole household, from the nursery to the home office, and sets out which rooms to treat first.',
      'We have fitted more than two hundred Putney homes, from Victorian terraces in West Putney to mansion flats by the river, with child-safe glass, tidy teams and a fixed price agreed before we start.',
    ],
    figures: {
      reduction: 68,
      properties: { count: 235, noun: 'homes' },
      investment: { pounds: 450, per: 'window' },
    },
    priceRange: { from: 410, to: 610 },
    testimonial: {
      quote:
        'The Riverside Family Assessment was refreshingly practical: bedrooms first, study next, living room later. The High Street buses are now background noise and our daughter finally sleeps past five.',
      name: 'Lucy and Ben H.',
      place: 'West Putney',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'From the boathouses on the Embankment to the quiet roads near the Heath, Putney is built around the river and the families who live by it. Traffic on the High Street and trains into Waterloo are part of daily life here, but they do not need to be part of bedtime.',
    ],
    figures: {
      reduction: 74,
      properties: { count: 108, noun: 'properties' },
      investment: { pounds: 4000, per: 'project' },
    },
    testimonial: {
      quote:
        'Our mansion flat on the Lower Richmond Road faces the buses and the boat clubs. The fitting took a single morning, the managing agent was happy, and the sitting room is peaceful at last.',
      name: 'Oliver N.',
      place: 'Lower Richmond Road',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
