import type { AreaInput } from './schema.ts';

export const richmond = {
  slug: 'richmond',
  name: 'Richmond',
  tone: 'family',
  consultation: 'Book a free flight-path survey',
  highlights: ['Heathrow flight-path specialists', 'Riverside and hillside homes'],
  services: {
    title: 'Richmond flight-path services',
    bullets: [
      'Aircraft-noise glazing for homes under the Heathrow approach',
      'Sliders for the Georgian houses of Richmond Hill',
      'Family bedroom packages with child-safe locks',
      'Glazing for riverside flats facing the Thames',
    ],
    ticks: [
      'Readings taken during westerly landings',
      'Child-safe laminated glass as standard',
      'Protected-view and conservation-area friendly',
    ],
  },
  noiseSources: [
    {
      name: 'Heathrow arrivals',
      kind: 'air',
      detail: 'Aircraft on final approach roughly every ninety seconds when westerly landings are in use.',
      reduction: 72,
    },
    {
      name: 'A316 Chertsey and Twickenham roads',
      kind: 'road',
      detail: 'The main route from the M3 into London, busiest in the rush hours.',
      reduction: 72,
    },
    {
      name: 'Trains at Richmond station',
      kind: 'rail',
      detail: 'District line, Overground and South Western Railway services all meeting in the town.',
      reduction: 70,
    },
    {
      name: 'Twickenham match days',
      kind: 'crowds',
      detail: 'Rugby crowds flowing through the town before and after internationals.',
      reduction: 68,
    },
  ],
  streets: [
    'Richmond Hill',
    'The Vineyard',
    'Kew Road',
    'Friars Stile Road',
    'Marlborough Road',
    'Petersham Road',
    'Ham Common',
    'Kew Green',
    'St Margarets',
  ],
  warranty: '10-year',
  neighbours: ['barnes', 'putney', 'wimbledon'],
  installer: {
    intro: [
      'Richmond has the park, the river and the view from the Hill, and directly overhead it has the Heathrow approach. Aircraft noise needs a different answer from road noise, so our surveyors take readings during westerly landings and specify the glass and air gap for the sound of engines, not buses; family homes here typically see reductions of 72%+.',
      "Most of our Richmond clients start with the children's bedrooms. We fit child-safe laminated glass as standard and can usually complete a family home in one or two days.",
    ],
    figures: {
      reduction: 72,
      properties: { count: 165, noun: 'properties' },
      investment: { pounds: 520, per: 'window' },
    },
    priceRange: { from: 450, to: 680 },
    bodyClaim: 72,
    testimonial: {
      quote:
        "When the planes switch to westerly landings they come over every minute and a half. The surveyor measured them from the children's room and the glass he chose has made the mornings peaceful.",
      name: 'Claire W.',
      place: 'Marlborough Road',
      rating: 5,
      sample: true,
    },
  },
  areaPage: {
    intro: [
      'Family life in Richmond revolves around the park, the towpath and the schools, and too often around the timetable of Heathrow. A free flight-path survey measures the aircraft noise in your bedrooms, explains the difference secondary glazing can make and gives you a fixed written price for the rooms you choose.',
    ],
    figures: {
      reduction: 76,
      properties: { count: 68, noun: 'properties' },
      investment: { pounds: 4400, per: 'project' },
    },
    testimonial: {
      quote:
        'We live just off Kew Road with the District line behind and aircraft above. Three bedrooms and the kitchen were done in two days, and our teenagers now sleep past six, which they did not before.',
      name: 'Mark and Jo E.',
      place: 'Kew Road',
      rating: 5,
      sample: true,
    },
  },
} satisfies AreaInput;
