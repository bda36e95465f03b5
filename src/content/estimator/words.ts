import { z } from '../../config/zod.ts';
import { checkContent } from '../../lib/checkContent.ts';
import { template } from '../schemas/template.ts';
import raw from '../estimator-words.json' with { type: 'json' };

export const estimatorWordsFile = 'src/content/estimator-words.json';

const label = z.string().min(2).max(60);
const sentence = z.string().min(10).max(300);
/** A short template, e.g. `{min}–{max} dB`. */
const short = (...tokens: string[]) => template(tokens, { min: 2, max: 60 });
const long = (...tokens: string[]) => template(tokens, { min: 10, max: 300 });

/** The calculator's words (src/content/estimator-words.json); its figures are in noiseEstimator.json. */
export const estimatorWordsSchema = z
  .object({
    page: z.object({ eyebrow: label, title: label, intro: sentence }).strict(),
    /** How figures read: a level, a range of levels, a range from silence, a share of today's loudness. */
    units: z
      .object({
        db: short('db'),
        dbRange: short('min', 'max'),
        dbUpTo: short('max'),
        below: short('db'),
        percent: short('percent'),
        percentRange: short('min', 'max'),
      })
      .strict(),
    form: z
      .object({
        label,
        noise: label,
        outside: label,
        street: label,
        preset: short('preset', 'level'),
        ownOption: label,
        ownLevel: label,
        ownLevelRange: short('min', 'max'),
        room: label,
        roomOption: short('room', 'window'),
        invalidLevel: long('min', 'max'),
        window: label,
        glazing: label,
        glass: label,
        gap: label,
        gapHint: label,
        /** A gap outside the range the model covers. */
        invalidGap: long('min', 'max'),
        /** The absorbent reveal linings: the checkbox, its plain-words note, and the glass as the enquiry names it. */
        lining: label,
        liningNote: sentence,
        linedGlass: short('glass'),
        update: label,
        /** The room's own size, folded under `roomSize`; each field's label, hint and message for a bad entry. */
        roomSize: label,
        volume: label,
        volumeHint: long('min', 'max'),
        windowArea: label,
        windowAreaHint: long('min', 'max'),
        reverberation: label,
        reverberationHint: long('min', 'max'),
        range: short('min', 'max'),
        invalidVolume: long('min', 'max'),
        invalidWindowArea: long('min', 'max'),
        invalidReverberation: long('min', 'max'),
        /** Passing trains or aircraft a night (shown for those kinds of noise). */
        events: label,
        invalidEvents: long('max'),
      })
      .strict(),
    /** Before the calculator wakes, and without JavaScript: a table of typical results. */
    withoutScript: z
      .object({
        text: sentence,
        caption: label,
        place: label,
        outside: label,
        today: short('window'),
        withGlazing: short('glass', 'gap'),
        quieter: label,
        source: sentence,
      })
      .strict(),
    result: z
      .object({
        title: label,
        staleLevel: sentence,
        indoor: label,
        summary: long('improvement', 'loudness'),
        outside: z
          .object({
            label,
            preset: long('level', 'note'),
            /** A free-field preset: the level at the façade, the preset's own figure and the correction added. */
            presetFacade: long('level', 'free', 'correction', 'note'),
            own: long('level'),
          })
          .strict(),
        /** The laboratory rating, the field allowance and what the fitted window gives. */
        lab: z.object({ label, text: long('lab', 'allowance', 'field', 'uncertainty') }).strict(),
        today: z.object({ label, text: long('level', 'window') }).strict(),
        sounds: z.object({ label, text: long('halving') }).strict(),
        rating: z.object({ label, lowPitched: sentence, midPitched: sentence, mixed: sentence }).strict(),
        room: z.object({ label, text: long('room', 'volume', 'window', 'reverberation', 'term') }).strict(),
        /** The night's average from the events' number: the guideline's label with the count. */
        eventsAverage: short('guideline', 'count'),
        staleRoom: sentence,
        guideline: z
          .object({
            label: long('guideline', 'standard', 'target'),
            level: short('level'),
            meets: long('target', 'relaxed'),
            /** Within the relaxed limit, and within the target at the range's low end. */
            lowEndMeets: long('target', 'relaxed'),
            meetsRelaxed: long('target', 'relaxed'),
            partly: long('target', 'relaxed'),
            above: long('target', 'relaxed'),
          })
          .strict(),
        event: sentence,
        caveat: sentence,
        quote: label,
      })
      .strict(),
    chart: z
      .object({
        title: label,
        description: long('outside', 'today', 'withGlazing', 'guideline'),
        /** The same where the room has no guideline for this noise (a living room and passing trains). */
        descriptionPlain: long('outside', 'today', 'withGlazing'),
        guidelineRange: long('label', 'standard', 'target', 'relaxed'),
        guidelineOne: long('label', 'standard', 'target'),
        outside: label,
        today: label,
        withGlazing: label,
        guideline: label,
      })
      .strict(),
    /** "Hear the difference": the street played through today's window and with secondary glazing. */
    listen: z
      .object({
        title: label,
        volume: sentence,
        button: label,
        choose: label,
        today: label,
        withGlazing: label,
        loading: label,
        playing: long('version'),
        stopped: label,
        failed: sentence,
        simulation: z.string().min(10).max(700),
      })
      .strict(),
    method: z
      .object({
        eyebrow: label,
        title: label,
        intro: sentence,
        /** The disclosure's summary that opens the method. */
        details: label,
        steps: z
          .object({
            model: label,
            room: label,
            flanking: label,
            validation: label,
            outside: label,
            window: label,
            pane: label,
            gap: label,
            leak: label,
            rating: label,
            loudness: label,
            guideline: label,
            limits: label,
          })
          .strict(),
        presetItem: long('preset', 'note'),
        windowItem: long('window', 'rating', 'note'),
        paneText: long('note', 'glasses'),
        paneItem: short('glass', 'rating'),
        limitsText: z.string().min(10).max(700),
        slope: long('window', 'glass', 'gap', 'slope'),
        validation: z
          .object({
            text: z.string().min(10).max(400),
            caption: z.string().min(10).max(120),
            set: label,
            count: label,
            within2: label,
            within3: label,
            mean: label,
            ctrWithin3: label,
            /** A count out of its rows, in the table's cells. */
            outOf: short('n', 'rows'),
            ctrMean: label,
            /** Each set's name in the residual table (src/content/measuredGlazing.ts names the sets by these keys). */
            sets: z
              .object({ fit: label, held: label, whole: label, single: label, unit: label, wide: label })
              .strict(),
            source: z.string().min(10).max(300),
          })
          .strict(),
        ratings: z.string().min(10).max(120),
        cited: short('numbers'),
        sources: label,
      })
      .strict(),
    /** The estimate in one line, for the quote form and the message the team receives. */
    enquiry: long('noise', 'outside', 'window', 'glass', 'gap', 'indoor', 'improvement'),
    /** The pointer to the calculator on pages that quote noise figures. */
    callout: z
      .object({
        link: label,
        home: sentence,
        area: long('area'),
        benefits: sentence,
        comparisons: sentence,
        resources: sentence,
      })
      .strict(),
  })
  .strict();

export type EstimatorWords = z.output<typeof estimatorWordsSchema>;

/** The calculator's words, checked when first imported (at build, and in the island). */
export const estimatorWords: EstimatorWords = checkContent(estimatorWordsFile, estimatorWordsSchema, raw);
