import { z } from 'zod';
import { figures as f, secondaryVersusReplacement } from './figures.ts';
import { isoDate, sectionSchema, tableSchema } from './schema.ts';

const resultSchema = z
  .object({
    source: z.string().min(5).max(60),
    beforeDb: z.number().int().min(30).max(130),
    afterDb: z.number().int().min(20).max(100),
    reductionDb: z.number().int().positive(),
    perceived: z.string().min(5).max(30),
  })
  .strict()
  .refine((r) => r.beforeDb - r.afterDb === r.reductionDb, 'reduction must equal before minus after');
export type CaseStudyResult = z.infer<typeof resultSchema>;

const caseStudySchema = z
  .object({
    headline: z.string().min(20).max(120),
    section: z.string().min(3).max(40),
    datePublished: isoDate,
    standfirst: z.string().min(40).max(400),
    sections: z.array(sectionSchema).length(6),
    results: z.array(resultSchema).length(4),
    resultsCaption: z.string().min(10).max(160),
    resultsSource: z.string().min(20).max(400),
  })
  .strict();

const results = [
  {
    source: 'Daytime ambient traffic hum, master bedroom',
    beforeDb: 68,
    afterDb: 35,
    reductionDb: 33,
    perceived: 'about 90%',
  },
  { source: 'Passing HGV', beforeDb: 85, afterDb: 42, reductionDb: 43, perceived: 'over 95%' },
  { source: 'Passing bus', beforeDb: 82, afterDb: 40, reductionDb: 42, perceived: 'over 95%' },
  { source: 'Emergency siren', beforeDb: 105, afterDb: 65, reductionDb: 40, perceived: 'over 95%' },
];

export const caseStudy = caseStudySchema.parse({
  headline: 'The Quiet Revolution: A Case Study in Domestic Noise Reduction with Secondary Glazing',
  section: 'Case Studies',
  datePublished: '2025-08-13',
  standfirst:
    'How one family on a busy arterial road turned a bedroom they dreaded into the quietest room in the house, without replacing a single window.',
  results,
  resultsCaption: 'Average sound levels before and after secondary glazing (dB)',
  resultsSource:
    'Average levels measured inside the home before and after installation. Perceived reduction uses the rule that every 10 dB drop sounds about half as loud.',
  sections: [
    {
      id: 'intrusive-soundscape',
      title: 'The intrusive soundscape: why windows are the weakest link',
      blocks: [
        {
          kind: 'p',
          text: 'City noise rarely comes through walls. Brick and stone are heavy and stop most of it. Windows are the weak point: thin, light and often loosely fitted, they let traffic rumble, engine noise and sirens straight into the rooms where we sleep and work.',
        },
        {
          kind: 'p',
          text: `Our ears do not hear decibels in a straight line. A drop of ${f.tenDbRule} sounds roughly half as loud, so every extra 10 dB that a window blocks halves the noise again.`,
        },
        {
          kind: 'p',
          text: `Standard double glazing blocks up to ${f.standardDoubleDb}. That helps, but on a busy road it still leaves a steady hum and lets the loudest vehicles through.`,
        },
      ],
    },
    {
      id: 'family-home',
      title: 'A family home on a busy arterial road',
      blocks: [
        {
          kind: 'p',
          text: 'The house is a Victorian terrace facing a busy arterial road in London, with a bus route, heavy goods vehicles through the day and night, and regular emergency vehicles. The master bedroom faces the road.',
        },
        {
          kind: 'p',
          text: 'The family wanted to sleep with the windows shut and hear nothing of the road. They also wanted to keep their original sash windows, which give the house its character.',
        },
        {
          kind: 'p',
          text: `We fitted secondary glazing inside the existing windows with a ${f.caseStudyGap} air gap, ${f.caseStudyGlass}, and slimline aluminium frames with acoustic compression seals.`,
        },
      ],
    },
    {
      id: 'science-of-silence',
      title: 'The science of silence: why this system works',
      blocks: [
        {
          kind: 'p',
          text: 'Three things stop sound: mass, an air gap and airtightness. The system uses all three.',
        },
        {
          kind: 'list',
          items: [
            `Air gap: the optimal gap is ${f.secondaryGap}, with a sweet spot at ${f.sweetSpotGap}. This home has ${f.caseStudyGap}. A sealed double glazing unit has only ${f.doubleGlazingGap}, too narrow to break up low-frequency traffic noise.`,
            `Glass: ${f.caseStudyGlass}. The PVB (polyvinyl butyral) layer bonds two panes and damps vibration, so the glass does not ring at the frequencies traffic makes.`,
            'Seals: slimline aluminium frames close onto acoustic compression seals. Sound follows air, so stopping every gap matters as much as the glass.',
          ],
        },
      ],
    },
    {
      id: 'benefits-beyond-noise',
      title: 'Benefits beyond noise',
      blocks: [
        {
          kind: 'list',
          items: [
            `Warmth: the second pane and the still air between the panes cut heat loss through the window by ${f.heatLossCaseStudy}, and can be ${f.moreEfficientThanDouble} more efficient than double glazing.`,
            'Security: a second locked pane is one more barrier between a burglar and the room.',
            'Less condensation: the inner pane stays warmer, so less moisture forms on the glass and sills.',
            'Heritage: the original windows stay as they are, which suits period homes, conservation areas and listed buildings.',
          ],
        },
      ],
    },
    {
      id: 'versus-replacement',
      title: 'Secondary glazing versus replacement windows',
      blocks: [
        {
          kind: 'p',
          text: 'Replacing the windows with acoustic double or triple glazing was the other option. For noise, the deeper air gap of secondary glazing wins, and it costs less with far less disruption.',
        },
        { kind: 'table', table: secondaryVersusReplacement },
      ],
    },
    {
      id: 'conclusion',
      title: 'Conclusion',
      blocks: [
        {
          kind: 'p',
          text: `The master bedroom went from a daytime hum of ${results[0]!.beforeDb} dB to ${results[0]!.afterDb} dB, ${results[0]!.perceived} quieter to the ear. Buses, lorries and even sirens now sound distant.`,
        },
        {
          kind: 'p',
          text: 'The family kept their original windows, gained a warmer house and spent less than replacement would have cost. For homes on busy roads, secondary glazing with a deep air gap is the most effective answer we know.',
        },
      ],
    },
  ],
});

/** The before/after results as a table, derived from the same numbers as the chart. */
export const caseStudyResultsTable = tableSchema.parse({
  caption: caseStudy.resultsCaption,
  columns: ['Noise source', 'Average before', 'Average after', 'Reduction', 'Perceived reduction'],
  rows: caseStudy.results.map((r) => ({
    header: r.source,
    cells: [`${r.beforeDb} dB`, `${r.afterDb} dB`, `${r.reductionDb} dB`, r.perceived],
  })),
  source: caseStudy.resultsSource,
});
