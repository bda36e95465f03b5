import type { AreaInput } from './schema.ts';

export const wimbledon = {
  slug: 'wimbledon',
  name: 'Wimbledon',
  tone: 'family',
  consultation: 'Book a free family survey',
  highlights: ['Edwardian family houses', 'Championships-season planning'],
  services: {
    title: 'Wimbledon family services',
    bullets: [
      'Glazing for the bay windows of Edwardian semis',
      'Home-office soundproofing for the station-side streets',
      'Thermal packages that cut the winter heating bill',
      'Child-safe sliders with easy-clean lift-out panels',
    ],
    ticks: [
      'Installations completed before the Championships',
      'Toy-proof locks and rounded edges',
      'Rooms cleared and back in use the same evening',
    ],
  },
  noiseSources: [
    {
      name: 'Wimbledon station railways',
      kind: 'rail',
      detail: 'South Western main line, Thameslink, District line and trams converging on one station.',
      reduction: 71,
    },
    {
      name: 'The Championships',
      kind: 'crowds',
      detail: 'A fortnight of queues, traffic and late finishes around Church Road each summer.',
      reduction: 70,
    },
    {
      name: 'Wimbledon Hill Road and The Broadway',
      kind: 'road',
      detail: 'Buses and traffic between the town centre and the village.',
      reduction: 71,
    },
    {
      name: 'A3 Kingston bypass',
      kind: 'road',
      detail: 'Constant traffic on the trunk road along the western side of the district.',
      reduction: 69,
    },
  ],
  streets: [
    'Wimbledon Village',
    'Parkside',
    'Arthur Road',
    'Wimbledon Hill Road',
    'Ridgway',
    'Lingfield Road',
    'Home Park Road',
    'Church Road',
    'Raynes Park',
  ],
  warranty: '10-year',
  neighbours: ['putney', 'richmond', 'barnes', 'fulham'],
  installer: {
    intro: [
      'Wimbledon is one of the busiest family neighbourhoods we serve, with more homes fitted here than almost anywhere else. Edwardian semis near the station hear four railways at once, while houses near Church Road have the Championships to contend with each summer; family homes here typically see reductions of 71%+.',
      "We fit toy-proof locks and lift-out panels that are easy to clean, and we plan each job so the children's rooms are back in use the same evening.",
    ],
    figures: {
      reduction: 71,
      properties: { count: 290, noun: 'properties' },
      investment: { pounds: 480, per: 'window' },
    },
    priceRange: { from: 420, to: 620 },
    bodyClaim: 71,
    testimonial: {
      quote:
        'We live two minutes from the station and hear every train. The home office was the priority; now video calls go without anyone asking what that noise is, and the bay window no longer whistles.',
      name: 'Chris P.',
      place: 'Lingfield Road',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Wimbledon homes are built for family life, with generous bay windows, long gardens and schools a short walk away. The trains, the trams and the tennis crowds come with the territory. A free family survey looks at the rooms your family uses most and gives you a written plan, room by room, with the price of each step.',
    ],
    figures: {
      reduction: 75,
      properties: { count: 92, noun: 'properties' },
      investment: { pounds: 3800, per: 'project' },
    },
    testimonial: {
      quote:
        'During the tennis fortnight our road becomes a car park. This year, with the new glazing, we barely noticed. The fitters were friendly, quick and wonderful with our very curious dog.',
      name: 'Emma L.',
      place: 'Arthur Road',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
