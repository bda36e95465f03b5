import type { AreaInput } from './schema.ts';

export const barnes = {
  slug: 'barnes',
  name: 'Barnes',
  tone: 'village',
  consultation: 'Book a free riverside village survey',
  highlights: ['Under the Heathrow approach', 'Cottages and riverside villas'],
  services: {
    title: 'Barnes village home services',
    bullets: [
      'Aircraft-noise glazing for homes under the flight path',
      'Small-scale units for the cottages around the pond',
      'Riverside installations on The Terrace and Lonsdale Road',
      'Condensation control for homes beside the river and the common',
    ],
    ticks: [
      'Readings taken when the planes are landing overhead',
      'Conservation-area friendly, fitted from inside',
      'Damp and condensation advice included',
    ],
  },
  noiseSources: [
    {
      name: 'Heathrow arrivals',
      kind: 'air',
      detail: 'Barnes lies directly beneath the final approach on westerly days.',
      reduction: 69,
    },
    {
      name: 'Castelnau traffic',
      kind: 'road',
      detail: 'Buses and through-traffic on the main road to Hammersmith.',
      reduction: 69,
    },
    {
      name: 'Level crossings on the Hounslow loop',
      kind: 'rail',
      detail: 'Trains and waiting traffic at the White Hart Lane and Vine Road crossings.',
      reduction: 67,
    },
    {
      name: 'The Boat Race',
      kind: 'crowds',
      detail: 'Crowds, helicopters and launches along the riverbank on race day each spring.',
      reduction: 65,
    },
  ],
  streets: [
    'Castelnau',
    'Barnes High Street',
    'Church Road',
    'The Terrace',
    'Lonsdale Road',
    'Station Road',
    'Westmoreland Road',
    'Gerard Road',
    'Barnes Common',
  ],
  warranty: '10-year',
  neighbours: ['putney', 'richmond', 'fulham'],
  installer: {
    intro: [
      'Barnes has the feel of a country village, with a pond, a common and a high street of independent shops, and it sits directly under the Heathrow approach. We take our readings while the aircraft are landing overhead and specify the glass for that sound; homes here typically see reductions of 69%+.',
      'Riverside houses on The Terrace also fight damp air from the Thames, so every survey includes advice on condensation and ventilation as well as noise.',
    ],
    figures: {
      reduction: 69,
      properties: { count: 145, noun: 'properties' },
      investment: { pounds: 495, per: 'window' },
    },
    priceRange: { from: 440, to: 640 },
    bodyClaim: 69,
    testimonial: {
      quote:
        'Our cottage near the pond gets a plane every ninety seconds on westerly days. The secondary glazing has taken the roar down to a whisper, and the condensation on the old sashes has stopped.',
      name: 'Judith A.',
      place: 'Church Road',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Barnes residents chose the village for its calm, and mostly it delivers, until the westerly wind brings the aircraft low over the common or the level-crossing barriers come down on White Hart Lane. A free riverside village survey measures what reaches your rooms and suggests glazing in keeping with cottages and villas alike.',
    ],
    figures: {
      reduction: 73,
      properties: { count: 54, noun: 'properties' },
      investment: { pounds: 4100, per: 'project' },
    },
    testimonial: {
      quote:
        'Race day used to mean helicopters hovering over the house all afternoon. This spring we watched on television in a quiet sitting room. Careful, friendly fitters who respected our old house.',
      name: 'Nigel and Sue C.',
      place: 'The Terrace',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
