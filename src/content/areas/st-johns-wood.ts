import type { AreaInput } from './schema.ts';

export const stJohnsWood = {
  slug: 'st-johns-wood',
  name: "St John's Wood",
  tone: 'family',
  consultation: 'Book a free family home survey',
  highlights: ['Family homes and garden flats', 'Child-safe laminated glass'],
  services: {
    title: "St John's Wood family home services",
    bullets: [
      'Nursery and bedroom packages for the rooms that matter most',
      'Large sliders for the villas and garden flats of the Wood',
      'Child-safe laminated glass with soft-close tracks',
      'Thermal glazing for conservatories and garden rooms',
    ],
    ticks: [
      'Installation timed around school hours',
      'Locks that little hands cannot open',
      'Free advice on ventilation for bedrooms',
    ],
  },
  noiseSources: [
    {
      name: "Lord's Cricket Ground",
      kind: 'crowds',
      detail: 'Test-match crowds, concerts and late finishes through the summer season.',
      reduction: 77,
    },
    {
      name: 'Wellington Road and Finchley Road (A41)',
      kind: 'road',
      detail: 'Heavy traffic running north from Baker Street through the heart of the Wood.',
      reduction: 77,
    },
    {
      name: 'Chiltern line cutting',
      kind: 'rail',
      detail: 'Trains out of Marylebone running in the open beneath the villas.',
      reduction: 73,
    },
    {
      name: 'Abbey Road crossing',
      kind: 'crowds',
      detail: 'Visitors photographing the famous zebra crossing, and the horns of waiting drivers.',
      reduction: 75,
    },
  ],
  streets: [
    'Hamilton Terrace',
    'Abbey Road',
    'Cavendish Avenue',
    'Carlton Hill',
    'Acacia Road',
    'Grove End Road',
    'Elm Tree Road',
    "St John's Wood Park",
    'Avenue Road',
  ],
  warranty: '10-year',
  neighbours: ['primrose-hill', 'hampstead', 'marylebone'],
  installer: {
    intro: [
      "St John's Wood is a place for families: wide avenues, stucco villas and garden flats within walking distance of good schools. The noise comes in waves, with the school run, match days at Lord's and coachloads of visitors at the Abbey Road crossing. Our family packages start with the bedrooms and nursery, and homes here typically see reductions of 77%+.",
      'We fit child-safe laminated glass with soft-close tracks and locks that small hands cannot open, and we plan the work around school hours so the house is calm again by bedtime.',
    ],
    figures: {
      reduction: 77,
      properties: { count: 85, noun: 'properties' },
      investment: { pounds: 720, per: 'window' },
    },
    priceRange: { from: 580, to: 850 },
    bodyClaim: 77,
    testimonial: {
      quote:
        "Test matches at Lord's meant our toddler never napped in summer. The nursery and two bedrooms were done in a day while she was at nursery, and this season she slept through the lot.",
      name: 'Rachel D.',
      place: 'Grove End Road',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      "A St John's Wood villa was built for large Victorian households, with big rooms, bigger windows and single glazing that lets in every bus on Wellington Road. Our free family home survey looks at how your family uses the house, from the nursery to the home office, and suggests where glazing will make the biggest difference first.",
    ],
    figures: {
      reduction: 77,
      properties: { count: 45, noun: 'properties' },
      investment: { pounds: 5500, per: 'project' },
    },
    testimonial: {
      quote:
        'Living by the Chiltern cutting, we had stopped noticing the trains until the glazing went in and they simply disappeared. The team were brilliant with our two boys, who still want to be fitters.',
      name: 'Sam and Leah F.',
      place: 'Hamilton Terrace',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
