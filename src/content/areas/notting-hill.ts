import type { AreaInput } from './schema.ts';

export const nottingHill = {
  slug: 'notting-hill',
  name: 'Notting Hill',
  tone: 'Victorian',
  consultation: 'Book a free home survey',
  highlights: ['Victorian sash specialists', 'Carnival-season bookings'],
  services: {
    title: 'Notting Hill Victorian window services',
    bullets: [
      'Vertical sliders that mirror Victorian sash proportions',
      'Bay-window systems for the villas of Ladbroke Grove',
      'Thermal glass for draughty raised ground floors',
      'Lift-out panels for easy summer ventilation',
    ],
    ticks: [
      'Glazing bars aligned with your existing sashes',
      'Installed before Carnival if booked by early summer',
      'Original shutters kept working',
    ],
  },
  noiseSources: [
    {
      name: 'Portobello Road market',
      kind: 'crowds',
      detail: 'Traders setting up before seven and Saturday crowds until dusk.',
      reduction: 76,
    },
    {
      name: 'Notting Hill Carnival',
      kind: 'crowds',
      detail: 'Two days of sound systems over the August bank holiday weekend.',
      reduction: 70,
    },
    {
      name: 'Westway (A40)',
      kind: 'road',
      detail: 'The elevated motorway carrying traffic over North Kensington.',
      reduction: 75,
    },
    {
      name: 'Hammersmith & City line',
      kind: 'rail',
      detail: 'Trains running above ground on the viaduct past Ladbroke Grove.',
      reduction: 74,
    },
  ],
  streets: [
    'Ladbroke Grove',
    'Lansdowne Road',
    'Elgin Crescent',
    'Westbourne Grove',
    'Portobello Road',
    'Kensington Park Road',
    'Pembridge Square',
    'Ladbroke Square',
    'Colville Terrace',
  ],
  warranty: '20-year',
  neighbours: ['kensington', 'marylebone', 'st-johns-wood', 'primrose-hill'],
  installer: {
    intro: [
      'Notting Hill is Victorian London at its most colourful: pastel terraces, communal gardens and sash windows that rattle every time the market lorries arrive. We design the inner pane around your sashes, lining up the meeting rails so the window still reads as one from inside, and homes on the market streets typically see reductions of 75%+.',
    ],
    figures: {
      reduction: 76,
      properties: { count: 180, noun: 'properties' },
      investment: { pounds: 520, per: 'window' },
    },
    priceRange: { from: 480, to: 720 },
    bodyClaim: 75,
    testimonial: {
      quote:
        'We are two doors from Portobello Road. Saturday mornings used to start at six with the traders; now we sleep until the children wake us, which is a different problem entirely.',
      name: 'Tom and Grace B.',
      place: 'Elgin Crescent',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'High ceilings, big bay windows and single glazing from the 1850s make a Notting Hill villa beautiful and, in winter, cold and loud. Our free home survey looks at every sash, measures the draughts as well as the noise, and recommends glazing that keeps the Victorian character while taking the edge off the Westway and the market.',
    ],
    figures: {
      reduction: 72,
      properties: { count: 95, noun: 'properties' },
      investment: { pounds: 3900, per: 'project' },
    },
    testimonial: {
      quote:
        'Carnival was the real test and the glazing passed. We could hear the bass, faintly, but we had dinner with friends in the front room and nobody had to shout. Warmer in winter too.',
      name: 'Amara O.',
      place: 'Ladbroke Grove',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
