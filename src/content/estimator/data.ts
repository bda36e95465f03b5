import { z } from '../../config/zod.ts';
import { checkContent } from '../../lib/checkContent.ts';
import { ascending, inOrder } from '../schemas/ranges.ts';
import { kindOf, optionalPart, type EditorReference } from '../schemas/parts.ts';
import { described } from '../schemas/template.ts';
import { estimatorId } from '../schemas/estimatorSources.ts';
import raw from '../noiseEstimator.json' with { type: 'json' };
import { calculatorPicks } from '../../lib/estimator/picks.ts';

const db = z.number().int().min(-20).max(140);
/** A range of levels: the lower of the two is read as the minimum. */
const range = inOrder(z.object({ min: db, max: db }).strict(), 'min', 'max');
const slug = estimatorId;
/** An id the calculator itself may choose by (src/lib/estimator/picks.ts): the editor says which, and what a rename does. */
const pickedId = (what: string, id: string) =>
  described(
    estimatorId,
    `Lower-case words joined by -. The calculator starts with the ${what} "${id}"; renamed or removed, it takes the first of this list, and the launch list says so.`,
  );
/**
 * The sources a figure cites, picked in the editor from "Noise calculator: sources" (src/content/estimator-sources/,
 * one file each, named by its id); an id with no file is left out of the page and named by launch-check
 * (src/content/estimatorSources.ts).
 */
const cites = (schema: z.ZodArray<typeof slug>) =>
  schema.meta({ editorReference: 'estimatorSources' satisfies EditorReference });
const sourceIds = cites(z.array(slug).min(1));
const note = z.string().min(10).max(900);
const cited = { sources: sourceIds, note };
const positive = z.number().positive();
const share = z.number().min(0).max(1);
const interlayer = z.enum(['none', 'pvb', 'acousticPvb']);
const pane = z.object({ glassMm: z.number().min(2).max(25), interlayer }).strict();

/**
 * A window's glass as the editor's choice: one pane, or a sealed unit (two panes and the cavity between them), so
 * no window the model cannot rate is saved. Read as its `panes` and `cavityMm` (0 for one pane).
 */
const glazing = kindOf({
  single: ['One pane', z.object({ pane }).strict()],
  sealed: [
    'A sealed unit',
    z.object({ panes: z.tuple([pane, pane]), cavityMm: z.number().int().min(1).max(40) }).strict(),
  ],
}).transform(({ kind, value }) =>
  kind === 'single'
    ? { panes: [value.pane], cavityMm: 0 }
    : { panes: [...value.panes], cavityMm: value.cavityMm },
);

const guideline = z
  .object({
    id: slug,
    label: z.string().min(3).max(40),
    /** Who sets it, as the result names it: "BS 8233". */
    standard: z.string().min(2).max(30),
    target: db,
    relaxed: db,
    /** Which outdoor level it is judged against: the day's (LAeq,16h) or the night's (LAeq,8h). */
    period: z.enum(['day', 'night']),
    /** The room it is for (one of `room.rooms`): its window and absorption set the level indoors. */
    room: slug,
    sources: sourceIds,
    note,
  })
  .strict();

/** The acoustic model's constants (src/lib/acoustics/transmission.ts), each group with its source. */
const modelSchema = z
  .object({
    air: z.object({ density: positive, speedOfSound: positive, ...cited }).strict(),
    glass: z.object({ density: positive, youngsModulus: positive, poissonRatio: share, ...cited }).strict(),
    sharp: z.object({ massLawConstant: positive, resonanceFactor: positive, ...cited }).strict(),
    // Each group of figures that rise in order is one editor field, which refuses them out of order; the model reads
    // them beside the group's sources and note.
    lossFactor: z
      .object({
        byInterlayer: described(
          ascending(
            {
              none: ['Plain glass', share],
              pvb: ['PVB laminated glass', share],
              acousticPvb: ['Acoustic PVB laminated glass', share],
            },
            'an interlayer never damps less than plain glass: plain glass ≤ PVB ≤ acoustic PVB',
          ),
          'Each pane’s loss factor (0 to 1) by its interlayer, lowest first.',
        ),
        ...cited,
      })
      .strict()
      .transform(({ byInterlayer, ...group }) => ({ ...byInterlayer, ...group })),
    stiffness: z
      .object({
        byInterlayer: described(
          z
            .object({
              none: share.positive(),
              pvb: share.positive(),
              acousticPvb: share.positive(),
            })
            .strict(),
          'Each pane’s bending stiffness as a share (0 to 1) of solid glass of its thickness, by its interlayer.',
        ),
        ...cited,
      })
      .strict()
      .transform(({ byInterlayer, ...group }) => ({ ...byInterlayer, ...group })),
    cavity: z
      .object({
        /** The gap at which the unlined cavity's loss against Sharp's line is given, mm. */
        referenceGapMm: z.number().min(6).max(300),
        lossAtReferenceDb: z.number().min(0).max(30),
        /** How much less the loss is per doubling of the gap, dB. */
        lossFallPerDoublingDb: z.number().min(0).max(20),
        /** The least an unlined cavity loses against Sharp's absorbent-filled line, dB. */
        leastLossDb: z.number().min(0).max(30),
        liningGainDb: z.number().min(0).max(10),
        resonanceDamping: share,
        /** How much the resonance's loss factor grows per doubling of the gap above the reference gap. */
        dampingPerDoubling: share,
        ...cited,
      })
      .strict(),
    /** The path through what joins two leaves: dB above their total mass law at the reference gap, and per doubling. */
    coupling: z
      .object({
        atReferenceDb: z.number().min(0).max(60),
        perDoublingDb: z.number().min(0).max(10),
        ...cited,
      })
      .strict(),
    flanking: z.object({ ceilingDb: z.number().min(30).max(80), ...cited }).strict(),
    leak: z.object({ openShare: share, ...cited }).strict(),
    rating: z.object(cited).strict(),
  })
  .strict();

export const estimatorSchema = z
  .object({
    /** Each kind of noise with its typical outdoor levels (the presets), so a preset always has a kind. */
    noiseKinds: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            /**
             * The spectrum term ISO 717-1 Annex A assigns it: Ctr (low-pitched noise), C (mid-pitched), or the range
             * between them (voices with C, amplified music's bass with Ctr).
             */
            term: described(
              z.enum(['ctr', 'c', 'c-to-ctr']),
              'ctr for traffic, trains and aircraft; c for voices; c-to-ctr where the noise may be either (voices and amplified music).',
            ),
            /** A passing train or aircraft: judged by its maximum level (LAmax), not an average (LAeq). */
            event: z.boolean(),
            why: note,
            presets: described(
              z.array(
                z
                  .object({
                    id: pickedId('outdoor level', calculatorPicks.preset),
                    label: z.string().min(3).max(40),
                    /** The level by day; `night` the level at night where a source gives one (else the day's). */
                    level: range,
                    night: optionalPart(range),
                    /** A free-field level (the calculator adds the façade correction) or one at a façade already. */
                    basis: z.enum(['free-field', 'facade']),
                    /** Empty when no published source was found for the level: the note and the page's limits say so. */
                    sources: cites(z.array(slug)),
                    note,
                  })
                  .strict(),
              ),
              'The typical outdoor levels of this kind of noise, offered as the calculator’s choices of where you live.',
            ),
          })
          .strict(),
      )
      .min(1),
    customLevel: range,
    /** What a façade adds to a free-field level: the reflection off the wall, dB. */
    facade: z.object({ correctionDb: z.number().min(0).max(6), ...cited }).strict(),
    /** A fitted window against its laboratory rating, and the range shown either side of the level indoors. */
    field: z
      .object({ allowanceDb: z.number().min(0).max(10), uncertaintyDb: z.number().min(0).max(10), ...cited })
      .strict(),
    model: modelSchema,
    existingWindows: z
      .array(
        z
          .object({
            id: pickedId('existing window', calculatorPicks.window),
            label: z.string().min(3).max(40),
            /** The window as it reads inside a sentence: "through your old double glazing". */
            inSentence: z.string().min(3).max(40),
            /** One pane, or the two panes of a sealed unit and the cavity between them: the editor asks for each. */
            glazing: glazing,
            /** Air leaks round the sash cap what the glass can do. */
            leaky: z.boolean(),
            sources: sourceIds,
            note,
          })
          .strict()
          // The model reads the panes and the cavity (none for one pane).
          .transform(({ glazing, ...window }) => ({ ...window, ...glazing })),
      )
      .min(1),
    glasses: z
      .array(
        z
          .object({
            id: pickedId('glass', calculatorPicks.glass),
            /** The pane's name in the ratings table, e.g. `6.8mm-acoustic-laminated`. */
            spec: z
              .string()
              .min(3)
              .max(40)
              .regex(/^\d+(\.\d)?mm(-[a-z]+)*$/),
            label: z.string().min(3).max(40),
            glassMm: pane.shape.glassMm,
            interlayer,
            sources: sourceIds,
            note,
          })
          .strict(),
      )
      .min(1),
    gap: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }).strict(),
    /** The room behind the window (BS EN 12354-3's simplified relation) and the lowest level the calculator names. */
    room: z
      .object({
        rooms: z
          .array(
            z
              .object({
                id: slug,
                label: z.string().min(3).max(40),
                volumeM3: z.number().min(5).max(500),
                windowM2: z.number().min(0.2).max(20),
                reverberationS: z.number().min(0.1).max(3),
              })
              .strict(),
          )
          .min(1),
        /** What a visitor may type for their own room (src/components/estimator/roomFields.ts checks it). */
        limits: z
          .object({
            volumeM3: inOrder(z.object({ min: positive, max: positive }).strict(), 'min', 'max'),
            windowM2: inOrder(z.object({ min: positive, max: positive }).strict(), 'min', 'max'),
            reverberationS: inOrder(z.object({ min: positive, max: positive }).strict(), 'min', 'max'),
          })
          .strict(),
        floorDb: db,
        sources: sourceIds,
        note,
        /** Passing trains and aircraft: how many a night, and each one's exposure (SEL) above its maximum (LAmax). */
        events: z
          .object({
            perNight: z.number().int().min(1).max(1000),
            maxPerNight: z.number().int().min(1).max(1000),
            exposureAboveMaxDb: range,
            ...cited,
          })
          .strict(),
      })
      .strict(),
    perception: z.object({ halvingDb: db.min(1), sources: sourceIds, note }).strict(),
    /** The indoor limits a result is judged by: averages (LAeq) for continuous noise, maxima (LAmax) for events. */
    guidelines: z
      .object({
        average: described(
          z.array(guideline).min(1),
          'Limits for an average level (LAeq): a result for continuous noise (a kind not marked as an event) is judged by these.',
        ),
        events: described(
          z.array(guideline).min(1),
          'Limits for single events (LAmax): a result for a kind of noise marked as an event (a passing train or aircraft) is judged by these.',
        ),
      })
      .strict(),
  })
  .strict()
  // The calculator reads every preset with its kind, and every guideline with whether it is for events.
  .transform(({ noiseKinds, guidelines, ...data }) => ({
    ...data,
    noiseKinds: noiseKinds.map(({ presets: _presets, ...kind }) => kind),
    outdoorPresets: noiseKinds.flatMap((kind) => kind.presets.map((p) => ({ ...p, kind: kind.id }))),
    guidelines: [
      ...guidelines.average.map((g) => ({ ...g, event: false })),
      ...guidelines.events.map((g) => ({ ...g, event: true })),
    ],
  }));

export type EstimatorData = z.infer<typeof estimatorSchema>;

/** Every source id the file cites, figure by figure. */
export function citedSources(data: EstimatorData): string[] {
  const m = data.model;
  return [
    ...[
      m.air,
      m.glass,
      m.sharp,
      m.lossFactor,
      m.stiffness,
      m.cavity,
      m.coupling,
      m.flanking,
      m.leak,
      m.rating,
    ].flatMap((g) => g.sources),
    ...data.facade.sources,
    ...data.field.sources,
    ...data.outdoorPresets.flatMap((p) => p.sources),
    ...data.existingWindows.flatMap((w) => w.sources),
    ...data.glasses.flatMap((g) => g.sources),
    ...data.perception.sources,
    ...data.room.sources,
    ...data.room.events.sources,
    ...data.guidelines.flatMap((g) => g.sources),
  ];
}

/** The estimator's method and every figure it uses, each with its sources (src/content/noiseEstimator.json). */
export const estimatorData: EstimatorData = checkContent(
  'src/content/noiseEstimator.json',
  estimatorSchema,
  raw,
);
