import type { AreaInput } from './schema.ts';

export const primroseHill = {
  slug: 'primrose-hill',
  name: 'Primrose Hill',
  tone: 'village',
  consultation: 'Book a free neighbourhood survey',
  highlights: ['Railway-noise specialists', 'Pastel terraces and mews'],
  services: {
    title: 'Primrose Hill neighbourhood services',
    bullets: [
      'Low-frequency acoustic glass for homes beside the railway',
      'Sliding units for the pastel terraces of Chalcot Square',
      'Compact systems for mews houses and studios',
      'Bedroom-first packages for light sleepers',
    ],
    ticks: [
      'Thicker laminated glass where trains are the problem',
      'Fitted from inside with no change to coloured façades',
      'Quiet, tidy working in close-knit streets',
    ],
  },
  noiseSources: [
    {
      name: 'West Coast Main Line out of Euston',
      kind: 'rail',
      detail: 'Intercity and freight trains in the cutting beside Gloucester Avenue, late into the night.',
      reduction: 73,
    },
    {
      name: "Prince Albert Road and Regent's Park Road",
      kind: 'road',
      detail: "Traffic skirting the park and the zoo between Camden and St John's Wood.",
      reduction: 73,
    },
    {
      name: 'Camden Market weekend crowds',
      kind: 'crowds',
      detail: 'Visitors spilling over Chalk Farm Road towards the hill on Saturdays and Sundays.',
      reduction: 70,
    },
    {
      name: 'Chalk Farm Road venues',
      kind: 'crowds',
      detail: 'Concert-goers leaving the Roundhouse and nearby bars late in the evening.',
      reduction: 71,
    },
  ],
  streets: [
    "Regent's Park Road",
    'Chalcot Square',
    'Gloucester Avenue',
    'Chalcot Crescent',
    "King Henry's Road",
    'Fitzroy Road',
    'Princess Road',
    'Elsworthy Road',
    "St Mark's Crescent",
  ],
  warranty: '10-year',
  neighbours: ['st-johns-wood', 'hampstead', 'marylebone', 'highgate'],
  installer: {
    intro: [
      'Primrose Hill looks like a quiet village of pastel terraces, but the main line out of Euston runs in a cutting right beside it. Train noise is low and heavy, so we use thicker laminated glass and a wider gap here than on a typical road job, and homes by the line typically see reductions of 73%+.',
      'Whether you live in a mews on Princess Road or a tall house on Chalcot Crescent, we fit everything from inside, leave the coloured façades alone and keep the street as calm as we found it.',
    ],
    figures: {
      reduction: 73,
      properties: { count: 110, noun: 'properties' },
      investment: { pounds: 540, per: 'window' },
    },
    priceRange: { from: 480, to: 720 },
    bodyClaim: 73,
    testimonial: {
      quote:
        'We are on Gloucester Avenue, right above the Euston line. The sleeper trains and freight used to shake us awake; they recommended a heavier glass and the night trains are now a distant hum.',
      name: 'Felix and Zoe M.',
      place: 'Gloucester Avenue',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      "Climb the hill on a clear evening and London spreads out below you in silence. Back home on Regent's Park Road the silence is harder to find, with the Roundhouse crowds, the market weekends and the trains. A free neighbourhood survey tells you which of those sounds your windows are letting in, and how much quieter each room can become.",
    ],
    figures: {
      reduction: 78,
      properties: { count: 32, noun: 'properties' },
      investment: { pounds: 6200, per: 'project' },
    },
    testimonial: {
      quote:
        'Weekend crowds heading home from Camden used to wake the baby every Saturday. The survey was honest about what glazing could do, and it did exactly that. Our mews is calm again.',
      name: 'Hannah R.',
      place: 'Chalcot Square',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
