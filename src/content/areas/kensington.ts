import type { AreaInput } from './schema.ts';

export const kensington = {
  slug: 'kensington',
  name: 'Kensington',
  tone: 'heritage',
  consultation: 'Book a free same-day survey',
  highlights: ['Same-day surveys', 'No planning permission required', 'Installation typically 1 day'],
  services: {
    title: 'Kensington specialist services',
    bullets: [
      'Slim-profile sliding units for tall Georgian and Victorian sashes',
      'Colour-matched frames for stucco terraces and garden squares',
      'Acoustic laminated glass for rooms on the A4 and the High Street',
      'Hinged panels that open fully for window cleaning and shutters',
    ],
    ticks: [
      'Original sashes, shutters and cornicing untouched',
      'Conservation-area friendly: fitted inside, invisible from the street',
      'Survey booked for the same day you call whenever possible',
      'Most homes finished in a single working day',
      'Listed homes: we advise on listed building consent where it applies',
    ],
  },
  noiseSources: [
    {
      name: 'A4 Cromwell Road',
      kind: 'road',
      detail: 'One of the busiest roads into London, with coaches and lorries heading for the M4.',
      reduction: 80,
    },
    {
      name: 'Kensington High Street buses',
      kind: 'road',
      detail: 'A dozen bus routes and constant stop-start traffic past the side streets.',
      reduction: 78,
    },
    {
      name: 'West London Line at Kensington (Olympia)',
      kind: 'rail',
      detail: 'Overground and freight trains running in the open between Earls Court and Olympia.',
      reduction: 74,
    },
    {
      name: 'Heathrow arrivals',
      kind: 'air',
      detail: 'On westerly days aircraft line up over the borough for the final approach.',
      reduction: 72,
    },
  ],
  streets: [
    'Kensington Church Street',
    'Phillimore Gardens',
    'Campden Hill',
    'Abingdon Road',
    'Earls Court Road',
    'Kensington Square',
    'Holland Park',
    'Edwardes Square',
    'Stafford Terrace',
  ],
  warranty: '10-year',
  neighbours: ['notting-hill', 'chelsea', 'knightsbridge', 'fulham'],
  installer: {
    intro: [
      'Kensington homes were built to be admired from the pavement, with tall sashes, stucco and shutters that nobody wants to lose. Secondary glazing keeps every one of them. We fit a slim inner pane behind your existing window, so the façade the conservation officers care about stays exactly as it is, and no planning permission is required for the work.',
      'We offer same-day surveys across W8 and SW7, and installation typically takes 1 day. Families on Cromwell Road and the High Street tell us the difference is felt the first night: the buses become a murmur and the draughts behind the shutters disappear.',
    ],
    figures: {
      reduction: 80,
      properties: { count: 150, noun: 'properties' },
      investment: { value: '1 day', label: 'Typical installation time' },
    },
    priceRange: { from: 450, to: 750 },
    testimonial: {
      quote:
        'The surveyor came the afternoon I rang and measured all eleven sashes. The fitters were in and out in a day, the shutters still fold away, and Cromwell Road has finally gone quiet.',
      name: 'Charlotte M.',
      place: 'Phillimore Gardens',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'A Kensington house is a piece of history you happen to live in. The plasterwork, the sash boxes and the panelled shutters are the reason you bought it, and the traffic on the A4 is the reason you sometimes wish you had not. Our heritage approach treats the original window as something to protect: the new pane sits quietly inside the reveal and can be lifted out again without a mark.',
    ],
    figures: {
      reduction: 80,
      properties: { value: '1 day', label: 'Installation, typically' },
      investment: { pounds: 3500, per: 'project' },
    },
    testimonial: {
      quote:
        'We live in a listed terrace off Kensington Square and were nervous about anyone touching the windows. Nothing original was altered, the inner panes are almost invisible, and the children sleep through the morning buses.',
      name: 'Henry and Alice W.',
      place: 'Kensington Square',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
