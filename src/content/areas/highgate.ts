import type { AreaInput } from './schema.ts';

export const highgate = {
  slug: 'highgate',
  name: 'Highgate',
  tone: 'village',
  consultation: 'Book a free hilltop home survey',
  highlights: ['Georgian and Victorian village homes', 'Wind and draught sealing'],
  services: {
    title: 'Highgate hilltop home services',
    bullets: [
      'Draught-sealing secondary glazing for exposed hilltop houses',
      'Slim units for Georgian houses on The Grove',
      'Acoustic glass for Archway Road frontages',
      'Secondary glazing for period flats in converted houses',
    ],
    ticks: [
      'Heat-loss readings alongside the noise survey',
      'Period proportions respected on every pane',
      'Work planned around the village parking restrictions',
    ],
  },
  noiseSources: [
    {
      name: 'Archway Road (A1)',
      kind: 'road',
      detail: 'The Great North Road, carrying lorries and commuter traffic past the eastern slopes.',
      reduction: 76,
    },
    {
      name: 'Highgate Hill buses',
      kind: 'road',
      detail: 'Buses labouring up one of the steepest hills in London.',
      reduction: 76,
    },
    {
      name: 'Hampstead Lane traffic',
      kind: 'road',
      detail: 'A fast cut-through between the village and Kenwood, busiest in the rush hours.',
      reduction: 74,
    },
    {
      name: 'School-run traffic',
      kind: 'road',
      detail: 'Morning and afternoon queues around the village schools.',
      reduction: 72,
    },
  ],
  streets: [
    'Highgate High Street',
    'The Grove',
    'Highgate West Hill',
    'Southwood Lane',
    'Cholmeley Park',
    'North Road',
    "Jackson's Lane",
    'Bishopswood Road',
    'Hampstead Lane',
  ],
  warranty: '10-year',
  neighbours: ['hampstead', 'primrose-hill', 'st-johns-wood'],
  installer: {
    intro: [
      'Highgate sits higher than almost anywhere in London, which brings views, wind and the rumble of the Archway Road. Our installers seal out the draughts as well as the noise, and hilltop houses here typically see reductions of 76%+ alongside a noticeably warmer winter.',
      'Georgian houses on The Grove, Victorian villas on Cholmeley Park and flats carved from both each need something different. We measure heat loss and noise together, then specify a pane that respects the period proportions of your windows.',
    ],
    figures: {
      reduction: 76,
      properties: { count: 95, noun: 'properties' },
      investment: { pounds: 580, per: 'window' },
    },
    priceRange: { from: 500, to: 750 },
    bodyClaim: 76,
    testimonial: {
      quote:
        'Our flat on Southwood Lane was freezing and we could hear every lorry on the Archway Road. One visit later it is warm, quiet and the heating bill has dropped noticeably this winter.',
      name: 'Nadia K.',
      place: 'Southwood Lane',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Highgate village has kept its pubs, its cemetery and its sense of being apart from the city below. The buses grinding up Highgate Hill are a reminder that it is not. A free hilltop home survey measures noise and draughts room by room and shows you, in plain numbers, what secondary glazing will change.',
    ],
    figures: {
      reduction: 74,
      properties: { count: 38, noun: 'properties' },
      investment: { pounds: 4600, per: 'project' },
    },
    testimonial: {
      quote:
        'The bedroom faces Highgate Hill and the first bus used to be our alarm clock. Now we wake when we choose. The fitters matched our Georgian glazing bars perfectly.',
      name: 'Peter J.',
      place: 'The Grove',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
