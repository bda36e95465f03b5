import type { AreaInput } from './schema.ts';

export const knightsbridge = {
  slug: 'knightsbridge',
  name: 'Knightsbridge',
  tone: 'luxury',
  consultation: 'Arrange a private consultation',
  highlights: ['Security-laminated glass as standard', 'Works planned around your diary'],
  services: {
    title: 'Knightsbridge residence services',
    bullets: [
      'Security-laminated acoustic glass for lower-floor rooms',
      'Motor-free, feather-light sliders for very tall openings',
      'Mansion-block installations coordinated with managing agents',
      'Matching finishes for bronze, brass or painted interiors',
    ],
    ticks: [
      'Building-manager paperwork and access handled for you',
      'Installations scheduled while you are away, if you prefer',
      'Confidential handling of plans and floor layouts',
    ],
  },
  noiseSources: [
    {
      name: 'Brompton Road shoppers and traffic',
      kind: 'road',
      detail: 'Taxis, tour coaches and crowds outside the department stores from morning to late evening.',
      reduction: 82,
    },
    {
      name: 'Hyde Park Corner and the A4 Knightsbridge',
      kind: 'road',
      detail: 'Heavy traffic circling one of the busiest junctions in the capital.',
      reduction: 80,
    },
    {
      name: 'Early-morning store deliveries',
      kind: 'works',
      detail: 'Lorries unloading in the side streets around Hans Crescent before dawn.',
      reduction: 78,
    },
    {
      name: 'Hyde Park summer concerts',
      kind: 'crowds',
      detail: 'Open-air festival stages and departing crowds on July evenings.',
      reduction: 76,
    },
  ],
  streets: [
    'Brompton Road',
    'Beauchamp Place',
    'Montpelier Square',
    'Ennismore Gardens',
    'Rutland Gate',
    'Trevor Square',
    'Hans Place',
    'Walton Street',
    'Lennox Gardens',
  ],
  warranty: 'lifetime',
  neighbours: ['belgravia', 'chelsea', 'kensington', 'mayfair'],
  installer: {
    intro: [
      'Knightsbridge apartments and townhouses sit a few steps from some of the most crowded pavements in Europe. Our installers specify security-laminated acoustic glass as standard here, because the same pane that silences Brompton Road also makes a ground-floor window far harder to break, and most homes we treat in Knightsbridge see reductions of 80%+ once the work is finished.',
      'Many residences here are in mansion blocks with managing agents, porters and strict working hours. We deal with the building on your behalf, book the lift, protect the common parts and finish within the agreed window, so the only thing you notice is the quiet.',
    ],
    figures: {
      reduction: 82,
      properties: { count: 85, noun: 'properties' },
      investment: { pounds: 6200, per: 'project' },
    },
    priceRange: { from: 650, to: 950 },
    bodyClaim: 80,
    testimonial: {
      quote:
        'Our building has a very particular managing agent. The team sorted the permissions, fitted eight windows over two quiet days and Brompton Road is now something we see rather than hear.',
      name: 'Sofia A.',
      place: 'Ennismore Gardens',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Living in Knightsbridge means Harrods deliveries at five, tour coaches at ten and concert crowds drifting out of Hyde Park at eleven. Secondary glazing gives the flat back its calm without asking the freeholder to change a single external window. We arrange a private consultation, agree every finish with you, and leave the apartment exactly as we found it, only quieter.',
    ],
    figures: {
      reduction: 78,
      properties: { count: 120, noun: 'properties' },
      investment: { pounds: 6500, per: 'project' },
    },
    testimonial: {
      quote:
        'The concerts in the park used to rattle the bedroom every July. This summer we had the windows shut and heard nothing at all. Discreet people, immaculate work.',
      name: 'Marcus L.',
      place: 'Rutland Gate',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
