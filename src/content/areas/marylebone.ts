import type { AreaInput } from './schema.ts';

export const marylebone = {
  slug: 'marylebone',
  name: 'Marylebone',
  tone: 'professional',
  consultation: 'Book a professional noise survey',
  highlights: ['Clinics and consulting rooms', 'Out-of-hours installation'],
  services: {
    title: 'Marylebone residential and practice services',
    bullets: [
      'Acoustic glazing for consulting rooms and clinics on Harley Street',
      'Mansion-flat installations for Marylebone Road frontages',
      'Out-of-hours fitting for practices that cannot close',
      'Confidential speech privacy upgrades for treatment rooms',
    ],
    ticks: [
      'Noise readings documented for your records',
      'Evening and weekend installation slots',
      'Certified installers, insured for commercial premises',
    ],
  },
  noiseSources: [
    {
      name: 'Marylebone Road (A501)',
      kind: 'road',
      detail: 'Part of the Inner Ring Road, with six lanes of traffic and long queues.',
      reduction: 74,
    },
    {
      name: 'Baker Street traffic',
      kind: 'road',
      detail: "Buses and taxis on the one-way system between Regent's Park and Oxford Street.",
      reduction: 74,
    },
    {
      name: 'Chiltern trains at Marylebone station',
      kind: 'rail',
      detail: 'Diesel trains idling and departing from the terminus from early morning.',
      reduction: 72,
    },
    {
      name: 'Ambulance sirens',
      kind: 'road',
      detail: 'Emergency vehicles heading for the hospitals and clinics of the medical quarter.',
      reduction: 70,
    },
  ],
  streets: [
    'Marylebone High Street',
    'Harley Street',
    'Wimpole Street',
    'Devonshire Place',
    'Dorset Square',
    'Gloucester Place',
    'Manchester Square',
    'Portland Place',
    'Baker Street',
  ],
  warranty: '10-year',
  neighbours: ['mayfair', 'st-johns-wood', 'primrose-hill', 'notting-hill'],
  installer: {
    intro: [
      'Marylebone mixes homes, mansion flats and some of the best-known medical practices in the country. We treat each the way a professional client expects: a documented noise survey, a clear specification and a fixed date. Properties on the main roads typically see reductions of 74%+, and consulting rooms gain the speech privacy their patients expect.',
      'Practices that cannot close are fitted in the evening or at weekends. Residents on Gloucester Place and Marylebone Road get the same care, with dust sheets down, rubbish removed and the room back in use the same day.',
    ],
    figures: {
      reduction: 74,
      properties: { count: 220, noun: 'properties' },
      investment: { pounds: 485, per: 'window' },
    },
    priceRange: { from: 450, to: 680 },
    bodyClaim: 74,
    testimonial: {
      quote:
        'We run a counselling practice off Harley Street and needed quiet rooms without closing. They fitted over two weekends, and clients have commented on the calm before we even mentioned the glazing.',
      name: 'Dr Anna V.',
      place: 'Wimpole Street',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Marylebone village has its cheese shops and quiet squares, but step one street north and you are beside the Inner Ring Road. Our professional noise survey records the levels in each room, compares them with what secondary glazing can achieve and gives you a written recommendation you can share with a landlord, a freeholder or a business partner.',
    ],
    figures: {
      reduction: 82,
      properties: { count: 140, noun: 'properties' },
      investment: { pounds: 5200, per: 'project' },
    },
    testimonial: {
      quote:
        "My flat overlooks Marylebone Road. The written survey made it easy to get the freeholder's approval, and the difference at night is remarkable: I no longer hear the lorries queuing at the lights.",
      name: 'Jonathan T.',
      place: 'Gloucester Place',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
