import type { AreaInput } from './schema.ts';

export const fulham = {
  slug: 'fulham',
  name: 'Fulham',
  tone: 'Victorian',
  consultation: 'Book a free terrace survey',
  highlights: ['Victorian terrace specialists', 'Match-day noise control'],
  services: {
    title: 'Fulham Victorian terrace services',
    bullets: [
      'Sliding units for the two-storey terraces of the Peterborough Estate',
      'Bay-window glazing for Victorian front rooms',
      'Loft-conversion and dormer glazing',
      'Landlord packages for rented flats and HMOs',
    ],
    ticks: [
      'Sash proportions mirrored on every inner pane',
      'Whole-terrace jobs finished in a day or two',
      'Tenant-friendly scheduling for landlords',
    ],
  },
  noiseSources: [
    {
      name: 'Stamford Bridge and Craven Cottage match days',
      kind: 'crowds',
      detail: 'Two football grounds bringing crowds, sirens and traffic to the streets.',
      reduction: 70,
    },
    {
      name: 'District line viaduct',
      kind: 'rail',
      detail: 'Trains above ground between Parsons Green and Putney Bridge.',
      reduction: 70,
    },
    {
      name: "New King's Road and Fulham Road",
      kind: 'road',
      detail: 'Buses and traffic crossing the district from Chelsea to Putney Bridge.',
      reduction: 70,
    },
    {
      name: 'Heathrow arrivals',
      kind: 'air',
      detail: 'Aircraft following the river westwards on the final approach.',
      reduction: 68,
    },
  ],
  streets: [
    'Parsons Green',
    'Munster Road',
    'Peterborough Estate',
    'Hurlingham Road',
    'Fulham Palace Road',
    "Bishop's Park",
    "New King's Road",
    'Sands End',
    'Eel Brook Common',
  ],
  warranty: '10-year',
  neighbours: ['putney', 'chelsea', 'kensington', 'barnes'],
  installer: {
    intro: [
      'Fulham is row upon row of Victorian terraces, and we have fitted more of them than any other kind of house: over three hundred here alone. The sashes are similar from street to street, so we can survey, make and fit quickly, and homes here typically see reductions of 70%+.',
      "Two football grounds, a District line viaduct and the New King's Road all play their part. We tailor the glass to the source, and for landlords we schedule around tenants and supply a short completion note for the file.",
    ],
    figures: {
      reduction: 70,
      properties: { count: 320, noun: 'properties' },
      investment: { pounds: 465, per: 'window' },
    },
    priceRange: { from: 430, to: 630 },
    bodyClaim: 70,
    testimonial: {
      quote:
        'I let two flats near Parsons Green. The tenants complained about the District line for years; since the glazing went in I have had one message, and it was to say thank you.',
      name: 'Ian S.',
      place: 'Parsons Green',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'A Fulham terrace is a practical, handsome house with one weakness: thin single-glazed sashes facing streets that fill with fans twice a fortnight. A free terrace survey takes under an hour, covers every window from the bay to the loft, and gives you a fixed price that includes making good.',
    ],
    figures: {
      reduction: 77,
      properties: { count: 135, noun: 'properties' },
      investment: { pounds: 4300, per: 'project' },
    },
    testimonial: {
      quote:
        'Craven Cottage is at the end of our road. Match days were chaos inside the house as well as outside; now the front room stays calm, and the bay window is warm enough to sit in all winter.',
      name: 'Becky T.',
      place: 'Munster Road',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
