import type { AreaInput } from './schema.ts';

export const hampstead = {
  slug: 'hampstead',
  name: 'Hampstead',
  tone: 'village',
  consultation: 'Book a free village home survey',
  highlights: ['Conservation-area experience', 'Quiet-hours working'],
  services: {
    title: 'Hampstead village services',
    bullets: [
      'Small-pane units for Georgian cottages on the village lanes',
      'Large sliders for the Arts and Crafts houses of Frognal',
      'Thermal glazing for exposed rooms facing the Heath',
      'Careful access for narrow lanes and steep steps',
    ],
    ticks: [
      'Conservation-area friendly, fitted from inside',
      'Deliveries timed around village parking rules',
      'Leaded and stained glass left as it is',
    ],
  },
  noiseSources: [
    {
      name: 'Finchley Road (A41)',
      kind: 'road',
      detail: 'A main route north out of London with heavy traffic along the western edge.',
      reduction: 78,
    },
    {
      name: 'Heath Street and the High Street',
      kind: 'road',
      detail: 'Buses, school runs and delivery vans squeezing through the village centre.',
      reduction: 78,
    },
    {
      name: 'North London Line at Hampstead Heath',
      kind: 'rail',
      detail: 'Overground and freight trains running in a cutting along South End Green.',
      reduction: 74,
    },
    {
      name: 'Weekend visitors to the Heath',
      kind: 'crowds',
      detail: 'Crowds around the ponds and Parliament Hill on fine days and bank holidays.',
      reduction: 72,
    },
  ],
  streets: [
    'Heath Street',
    'Flask Walk',
    'Church Row',
    'Well Walk',
    'Frognal',
    "Fitzjohn's Avenue",
    'Downshire Hill',
    'Keats Grove',
    'East Heath Road',
  ],
  warranty: '10-year',
  neighbours: ['highgate', 'primrose-hill', 'st-johns-wood'],
  installer: {
    intro: [
      'Hampstead still feels like a village on a hill, until a bus climbs Heath Street or the freight trains run past South End Green. Our teams know the lanes, the parking rules and the conservation area, and we fit from inside so nothing changes on the street; homes here typically see reductions of 78%+.',
      "From the small-paned cottages of Flask Walk to the tall windows of Fitzjohn's Avenue, every house is different. We measure each one, keep leaded lights and stained glass untouched, and time the work so the neighbours barely know we have been.",
    ],
    figures: {
      reduction: 78,
      properties: { count: 140, noun: 'properties' },
      investment: { pounds: 650, per: 'window' },
    },
    priceRange: { from: 520, to: 780 },
    bodyClaim: 78,
    testimonial: {
      quote:
        'Our cottage on Flask Walk has windows no wider than a tea tray. They made nine tiny inner panes that you would swear were original, and the Saturday crowds going up to the Heath are now silent.',
      name: 'Margaret E.',
      place: 'Flask Walk',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'People move to Hampstead for the Heath, the bookshops and the sense of being in the country while living in London. The Finchley Road and the Overground were not part of the plan. A free village home survey takes about an hour: we look at each window, listen at the hour the traffic is heaviest, and suggest glazing that fits your house rather than a catalogue.',
    ],
    figures: {
      reduction: 76,
      properties: { count: 65, noun: 'properties' },
      investment: { pounds: 4800, per: 'project' },
    },
    testimonial: {
      quote:
        'We back onto the railway cutting by South End Green. The freight trains at night were relentless; now the loudest thing in the bedroom is the owl in the garden. Lovely, patient fitters.',
      name: 'David and Ruth G.',
      place: 'Keats Grove',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
