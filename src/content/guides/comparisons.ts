import { z } from 'zod';
import { figures as f, noiseByOptionChart, threeBedCostChart } from './figures.ts';
import { isoDate, tableSchema } from './schema.ts';

const optionSchema = z
  .object({
    name: z.string().min(3).max(40),
    winsWhen: z.string().min(40).max(320),
  })
  .strict();

const comparisonsSchema = z
  .object({
    headline: z.string().min(10).max(90),
    intro: z.array(z.string().min(40).max(600)).min(1).max(3),
    datePublished: isoDate,
    /** The full comparison, split in two tables so each stays readable on a phone. */
    performanceTable: tableSchema,
    practicalTable: tableSchema,
    indicativeNote: z.string().min(40).max(500),
    options: z.array(optionSchema).length(6),
    verdict: z.array(z.string().min(40).max(600)).min(1).max(3),
  })
  .strict();

const options = [
  'Secondary glazing',
  'Double glazing',
  'Triple glazing',
  'Window inserts',
  'Heavy curtains',
  'Acoustic film',
];

export const comparisons = comparisonsSchema.parse({
  headline: 'Secondary Glazing Compared: Double, Triple, Inserts, Curtains and Film',
  datePublished: '2025-08-13',
  intro: [
    'If traffic, trains or neighbours keep you awake, there are six common fixes. They differ a great deal in how much noise they stop, what they cost, how much upheaval they cause and whether you are allowed to fit them to an older or listed home.',
    `The short version: secondary glazing stops the most noise (${f.secondaryDb}, ${f.secondaryPercent} of what you hear) because it leaves a deep air gap of ${f.secondaryGap} between two panes. Sealed double glazing units only have ${f.doubleGlazingGap}.`,
  ],
  performanceTable: {
    caption: 'Noise and heat: how each option performs',
    columns: ['Option', 'Noise reduction', 'Thermal effect'],
    rows: [
      {
        header: options[0],
        cells: [
          `${f.secondaryDb} (${f.secondaryPercent} less noise heard), with a ${f.secondaryGap} air gap`,
          `Heat loss through the window cut by ${f.heatLossGeneral} (${f.heatLossCaseStudy} in our case study)`,
        ],
      },
      {
        header: options[1],
        cells: [
          `Standard units ${f.standardDoubleDb}; acoustic units ${f.acousticDoubleTripleDb}. Air gap only ${f.doubleGlazingGap}`,
          `Good; secondary glazing can be ${f.moreEfficientThanDouble} more efficient`,
        ],
      },
      {
        header: options[2],
        cells: [
          `Acoustic units ${f.acousticDoubleTripleDb}; the extra pane adds little because the gaps stay narrow`,
          'Very good: the best insulation of the sealed units',
        ],
      },
      {
        header: options[3],
        cells: [
          'Indicative: a noticeable but smaller cut than fitted secondary glazing; depends on how well the panel seals and how deep the gap is',
          'Indicative: helps, mainly by stopping draughts',
        ],
      },
      {
        header: options[4],
        cells: [
          'Indicative: small. Softens echo and some high-pitched sound; little effect on low traffic rumble',
          'Indicative: some, while drawn; none in daytime when open',
        ],
      },
      {
        header: options[5],
        cells: [
          'Indicative: small. Adds very little mass to the glass, so low-frequency noise passes through',
          'Indicative: slight, depending on the film',
        ],
      },
    ],
    source: `Secondary, double and triple glazing figures are those stated across this site. We hold no measured figures for inserts, curtains or film, so those rows are indicative and qualitative, based on the mass-and-air-gap principles explained in our guide.`,
  },
  practicalTable: {
    caption: 'Cost, disruption and listed buildings: how each option compares',
    columns: ['Option', 'Cost', 'Disruption', 'Listed buildings'],
    rows: [
      {
        header: options[0],
        cells: [
          `From ${f.residentialFrom} per window; about ${f.threeBedSecondary} for a three-bed house, ${f.costSaving} less than replacement`,
          `Low: fitted inside, typically ${f.installationHours} for a home`,
          'Excellent: reversible, original windows kept',
        ],
      },
      {
        header: options[1],
        cells: [
          `About ${f.threeBedReplacement} to replace a three-bed house`,
          'High: old frames removed, making good inside and out',
          'Not permitted as a rule: needs listed building consent',
        ],
      },
      {
        header: options[2],
        cells: [
          'Moderate to high: more than double glazing',
          'High: as double glazing, with heavier units',
          'Not permitted as a rule: needs listed building consent',
        ],
      },
      {
        header: options[3],
        cells: [
          'Indicative: low to moderate',
          'Very low: pressed or clipped into the reveal',
          'Usually acceptable: reversible',
        ],
      },
      {
        header: options[4],
        cells: ['Indicative: low', 'None: a new pole and curtains', 'Acceptable: no change to the building'],
      },
      {
        header: options[5],
        cells: [
          'Indicative: low',
          'Very low: applied to the glass',
          'Check first: may change the look of historic glass',
        ],
      },
    ],
    source: `Costs for secondary glazing and replacement windows are this site's stated figures. Rows marked indicative are qualitative guidance, not quotes.`,
  },
  indicativeNote:
    'Where a cell says "indicative", we have no measured figure to quote. We describe the likely effect in words rather than invent a number. Ask us for a measured assessment if you need one.',
  options: [
    {
      name: options[0],
      winsWhen: `You want the biggest cut in noise (${f.secondaryDb}), you live in a listed building or conservation area, or you want to keep original sash or casement windows. It also costs ${f.costSaving} less than replacing the windows.`,
    },
    {
      name: options[1],
      winsWhen:
        'Your existing windows are rotten or failing and must be replaced anyway, the building is not listed, and noise is a moderate concern rather than the main one.',
    },
    {
      name: options[2],
      winsWhen:
        'You are replacing windows in a new or unlisted home and heat loss matters more than noise. For noise alone, the narrow gaps limit what the third pane adds.',
    },
    {
      name: options[3],
      winsWhen:
        'You rent, need a temporary fix or have a small budget. Inserts are easy to remove, though they stop less noise than a fitted system with a deep gap.',
    },
    {
      name: options[4],
      winsWhen:
        'The problem is echo or light rather than traffic noise, or you want a small improvement in a bedroom tonight while you plan a proper fix.',
    },
    {
      name: options[5],
      winsWhen:
        'You mainly want privacy, glare control or safety from breakage. As a noise fix it does little, because it adds almost no mass to the glass.',
    },
  ],
  verdict: [
    `For noise, nothing on this list matches a well-sealed secondary pane with a deep air gap. Double and triple glazing make sense when windows need replacing anyway; curtains, film and inserts are low-cost extras, not solutions to heavy traffic noise.`,
    'Not sure which suits your home? A free survey measures your windows and the noise you live with, and gives you a fixed quote.',
  ],
});

export const comparisonCharts = { noise: noiseByOptionChart, cost: threeBedCostChart };
