import type { AreaInput } from './schema.ts';

export const mayfair = {
  slug: 'mayfair',
  name: 'Mayfair',
  tone: 'luxury',
  consultation: 'Request a private consultation',
  highlights: ['Acoustic engineer on every survey', 'Grosvenor-estate experience'],
  services: {
    title: 'Mayfair private client services',
    bullets: [
      'Highest-specification acoustic glass for Park Lane frontages',
      'Estate-compliant installations for leasehold townhouses',
      'Panels designed around panelling, shutters and window seats',
      'Residences, private offices and galleries alike',
    ],
    ticks: [
      'Acoustic engineer measures every room before we quote',
      'Estate and landlord consents prepared on your behalf',
      'A single named project manager from survey to handover',
    ],
  },
  noiseSources: [
    {
      name: 'Park Lane (A4202)',
      kind: 'road',
      detail: 'Six lanes of traffic between Marble Arch and Hyde Park Corner, day and night.',
      reduction: 85,
    },
    {
      name: 'Piccadilly buses and taxis',
      kind: 'road',
      detail: 'Constant traffic along the southern edge of Mayfair and around Green Park.',
      reduction: 84,
    },
    {
      name: 'Late venues around Shepherd Market',
      kind: 'crowds',
      detail: 'Restaurants, clubs and departing guests well after midnight.',
      reduction: 82,
    },
    {
      name: 'Building works near Bond Street',
      kind: 'works',
      detail: 'Long-running construction and refurbishment projects across the W1K and W1S streets.',
      reduction: 80,
    },
  ],
  streets: [
    'Mount Street',
    'Grosvenor Square',
    'Berkeley Square',
    'Curzon Street',
    'Upper Brook Street',
    'South Audley Street',
    'Charles Street',
    'Hill Street',
    'Park Street',
  ],
  warranty: 'lifetime',
  neighbours: ['marylebone', 'belgravia', 'knightsbridge', 'st-johns-wood'],
  installer: {
    intro: [
      'Mayfair asks more of secondary glazing than anywhere else we work. Park Lane never sleeps, the estates set exacting standards, and the rooms themselves are often works of art. Every Mayfair survey is carried out with one of our acoustic engineers, who measures the noise in each room so the glass, air gap and seals are specified to the decibel; homes here typically see reductions of 82%+.',
    ],
    figures: {
      reduction: 85,
      properties: { count: 60, noun: 'properties' },
      investment: { pounds: 8500, per: 'project' },
    },
    priceRange: { from: 750, to: 1200 },
    bodyClaim: 82,
    testimonial: {
      quote:
        'Our drawing room faces Park Lane. The engineer took readings at rush hour, came back with a proper specification and the result is astonishing: we now hold conversations at normal volume.',
      name: 'Edward P.',
      place: 'Upper Brook Street',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Mayfair after midnight is a different place: taxis queuing on Curzon Street, guests leaving the restaurants of Mount Street, delivery vans waiting for dawn. A private consultation with us begins in the room you most want to rest in, with measurements taken at the hour the noise is worst, and ends with glazing so discreet that guests rarely notice it is there.',
    ],
    figures: {
      reduction: 82,
      properties: { count: 50, noun: 'properties' },
      investment: { pounds: 5800, per: 'project' },
    },
    testimonial: {
      quote:
        'Estate consent, scaffolding-free fitting and a finish that matches our Georgian panelling. The bedroom above Mount Street is finally peaceful, and nobody who visits can tell anything was added.',
      name: 'Lady Caroline H.',
      place: 'Mount Street',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
