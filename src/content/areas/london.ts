import type { AreaInput } from './schema.ts';

export const london = {
  slug: 'london',
  name: 'London',
  tone: 'professional',
  consultation: 'Book a free home survey',
  highlights: [
    'Surveys in every London borough',
    'Certified installation teams',
    'Written quote within 48 hours',
  ],
  services: {
    title: 'What our London teams install',
    bullets: [
      'Acoustic secondary glazing for bedrooms facing main roads',
      'Thermal units for draughty Victorian and Edwardian sashes',
      'Discreet systems for listed buildings and conservation areas',
      'Office, school and hotel projects priced by quote',
    ],
    ticks: [
      'Measured noise readings before and after fitting',
      'Original windows left untouched and working',
      'Dust sheets down, rooms cleared the same day',
      'Maintenance plans once the work is done',
    ],
  },
  noiseSources: [
    {
      name: 'Inner Ring Road and the A4/A40 corridors',
      kind: 'road',
      detail: 'Six-lane traffic and HGVs from before dawn along the routes into the centre.',
      reduction: 75,
    },
    {
      name: 'Heathrow arrivals over west and central London',
      kind: 'air',
      detail: 'Aircraft on final approach pass every ninety seconds when the wind is westerly.',
      reduction: 70,
    },
    {
      name: 'Overground and mainline rail',
      kind: 'rail',
      detail: 'Freight and passenger trains on surface lines through residential streets.',
      reduction: 72,
    },
    {
      name: 'Night buses and early deliveries',
      kind: 'road',
      detail: 'The 24-hour network and shop deliveries that start before most alarms go off.',
      reduction: 78,
    },
  ],
  streets: [
    'Westminster',
    'Islington',
    'Camden',
    'Hackney',
    'Southwark',
    'Lambeth',
    'Wandsworth',
    'Greenwich',
    'Tower Hamlets',
  ],
  warranty: '10-year',
  neighbours: ['kensington', 'mayfair', 'hampstead', 'richmond'],
  installer: {
    intro: [
      'London is loud in more ways than any other British city: arterial roads, flight paths, surface railways and a night economy that never quite stops. Our installation teams work across every borough, and the job is always the same at heart: survey the window, measure the noise, then fit a second, independent pane far enough behind the first to stop the sound before it reaches the room.',
      'Because nothing is removed from the façade, most London projects need no planning application, and tenants, leaseholders and owners of listed homes can all take part. Tell us the street and the room that matters most; we will tell you what reduction to expect and what it costs before anyone picks up a drill.',
    ],
    figures: {
      reduction: 75,
      properties: { count: 2500, noun: 'properties' },
      investment: { value: 'Same day', label: 'Callback on every enquiry' },
    },
    priceRange: { from: 450, to: 650 },
    testimonial: {
      quote:
        'Our flat is on a bus route in Islington and the bedroom was unusable before six. The survey took forty minutes, the fitting one morning, and now the loudest thing at night is the fridge.',
      name: 'Daniel R.',
      place: 'Islington',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
