import type { AreaInput } from './schema.ts';

export const belgravia = {
  slug: 'belgravia',
  name: 'Belgravia',
  tone: 'heritage',
  consultation: 'Book a heritage assessment',
  highlights: ['Listed-building consent guidance', 'Reversible, non-invasive fixings'],
  services: {
    title: 'Belgravia heritage services',
    bullets: [
      'Heritage assessments of listed stucco terraces',
      'Reversible fixings that leave no trace in historic joinery',
      'Curved and arched units for bays and fanlights',
      'Drawings and specifications for listed building consent',
    ],
    ticks: [
      'Historic sashes, glass and ironmongery retained',
      'Frames painted to match period interiors',
      'Experience with Grade II and II* properties',
    ],
  },
  noiseSources: [
    {
      name: 'Victoria Station approaches',
      kind: 'rail',
      detail: 'Trains into Victoria and coaches heading for the coach station along Buckingham Palace Road.',
      reduction: 80,
    },
    {
      name: 'Sloane Street and Eaton Square traffic',
      kind: 'road',
      detail: 'A busy through-route between Knightsbridge and Chelsea past the garden squares.',
      reduction: 83,
    },
    {
      name: 'Hyde Park Corner gyratory',
      kind: 'road',
      detail: 'Traffic circling the junction on the northern edge of the district.',
      reduction: 82,
    },
    {
      name: 'Embassy motorcades and sirens',
      kind: 'road',
      detail: 'Police escorts and emergency vehicles on the routes between embassies.',
      reduction: 78,
    },
  ],
  streets: [
    'Eaton Square',
    'Belgrave Square',
    'Chester Square',
    'Eaton Place',
    'Wilton Crescent',
    'Elizabeth Street',
    'Lyall Street',
    'Chester Street',
    'Upper Belgrave Street',
  ],
  warranty: '25-year',
  neighbours: ['knightsbridge', 'chelsea', 'mayfair', 'kensington'],
  installer: {
    intro: [
      'Belgravia was laid out by Thomas Cubitt as one composed piece of architecture, and much of it is listed. That shapes everything we do here. Each project starts with a heritage assessment of the windows, the joinery around them and the consents that may apply; homes on the squares typically see reductions of 80%+ without a single original pane being lost.',
    ],
    figures: {
      reduction: 83,
      properties: { count: 45, noun: 'properties' },
      investment: { pounds: 7200, per: 'project' },
    },
    priceRange: { from: 650, to: 900 },
    bodyClaim: 80,
    testimonial: {
      quote:
        'Our house on Chester Square is Grade II listed. The heritage assessment was thorough, the drawings went straight through consent and the new panels can come out without leaving a mark.',
      name: 'Robert F.',
      place: 'Chester Square',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'The white stucco of Eaton Square and Belgrave Square hides a very modern problem: coaches for Victoria, traffic for Sloane Street and sirens at every hour. We begin with a heritage assessment, because in Belgravia the window is often as precious as the room behind it, and design an inner pane that honours the proportions of the original glazing bars.',
    ],
    figures: {
      reduction: 80,
      properties: { count: 85, noun: 'properties' },
      investment: { pounds: 5800, per: 'project' },
    },
    testimonial: {
      quote:
        'The coaches for Victoria used to wake us every morning. The heritage assessment explained our options clearly, the fitters were meticulous with the shutters and the bedrooms are wonderfully calm.',
      name: 'Isabel N.',
      place: 'Eaton Place',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
