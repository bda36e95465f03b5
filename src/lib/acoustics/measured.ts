import { BANDS_HZ, rate, soundTransmissionClass, STC_BANDS_HZ, type Ratings } from './rating.ts';
import { spectrum, type BuildUp, type Interlayer, type ModelConstants, type Pane } from './transmission.ts';

/**
 * Published measurements of glazing (the shared file measured-glazing.csv, whose text is passed in) and the model
 * against them, like with like: a row printed as octave bands is rated from its octaves by ISO 717-1's octave
 * procedure, and so is the model (its third octaves averaged to octaves by energy); a supplier's row is its published
 * Rw (C; Ctr) against the model's third-octave rating; a row that prints a sound transmission class (ASTM E413, the
 * other-published.csv file's window table) against the model's own STC. This module takes the model's constants and the
 * file's text as arguments and imports nothing from content.
 */

/** The octave bands a row may print, in the file's column order. */
export const OCTAVES_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
/** ISO 717-1 rates the octaves 125 to 2000 Hz. */
const RATED_OCTAVES_HZ = [125, 250, 500, 1000, 2000] as const;
/** ISO 717-1 Table 3, octave bands 125 to 2000 Hz: the reference values. */
export const OCTAVE_REFERENCE = [36, 45, 52, 55, 56] as const;
/** ISO 717-1 Table 4, octave bands: spectrum No. 1 (for C) and No. 2 (for Ctr). */
export const OCTAVE_PINK = [-21, -14, -8, -5, -4] as const;
export const OCTAVE_TRAFFIC = [-14, -10, -7, -4, -6] as const;

/**
 * Rw from octave bands as ISO 717-1 does it: the reference curve moved in 1 dB steps until the sum of unfavourable
 * deviations is as large as possible but not more than 10.0 dB; C and Ctr from the octave spectra.
 */
export function rateOctaves(octaves: readonly number[]): Ratings {
  if (octaves.length !== OCTAVE_REFERENCE.length) throw new Error('ISO 717-1 rates 5 octave bands');
  const r = octaves.map((x) => Math.round(x * 10) / 10);
  const unfavourable = (shift: number) =>
    OCTAVE_REFERENCE.reduce((sum, ref, i) => sum + Math.max(0, ref + shift - r[i]!), 0);
  let shift = Math.ceil(Math.max(...r) - 36);
  while (unfavourable(shift) > 10 + 1e-9) shift -= 1;
  while (unfavourable(shift + 1) <= 10 + 1e-9) shift += 1;
  const rw = 52 + shift;
  const adapted = (s: readonly number[]) =>
    -10 * Math.log10(r.reduce((sum, x, i) => sum + 10 ** ((s[i]! - x) / 10), 0));
  return {
    rw,
    c: Math.round(adapted(OCTAVE_PINK) - rw) + 0,
    ctr: Math.round(adapted(OCTAVE_TRAFFIC) - rw) + 0,
  };
}

/** Third-octave bands 100 to 3150 Hz (BANDS_HZ) averaged by energy to the octaves 125 to 2000 Hz. */
export function toOctaves(bands: readonly number[]): number[] {
  if (bands.length !== BANDS_HZ.length) throw new Error(`needs ${BANDS_HZ.length} third-octave bands`);
  return RATED_OCTAVES_HZ.map((_, o) => {
    const three = bands.slice(3 * o, 3 * o + 3);
    return -10 * Math.log10(three.reduce((s, r) => s + 10 ** (-r / 10), 0) / 3);
  });
}

export interface MeasuredRow {
  id: string;
  description: string;
  pane1Mm: number;
  pane1Type: string;
  gapMm: number;
  pane2Mm?: number;
  pane2Type?: string;
  /**
   * Octave-band rows (printed octaves), supplier rows (published Rw, C, Ctr), or STC rows (a published sound
   * transmission class, held in the rw column: their metric starts "STC").
   */
  kind: 'octave' | 'supplier' | 'stc';
  /** Rw, or for an STC row its STC. */
  rw: number;
  c?: number;
  ctr?: number;
  /** The printed octaves 63 to 8000 Hz (undefined where the source prints none). */
  octaves: (number | undefined)[];
  source: string;
  excerpt: string;
}

/** RFC 4180 fields of one CSV text: commas inside quotes kept, doubled quotes read as one. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((x) => x !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  row.push(field);
  if (row.some((x) => x !== '')) rows.push(row);
  return rows;
}

const num = (x: string | undefined) => (x === undefined || x.trim() === '' ? undefined : Number(x));

/** The rows of measured-glazing.csv (or of other-published.csv, which has the same columns). */
export function parseMeasured(text: string): MeasuredRow[] {
  const [header, ...lines] = parseCsv(text);
  const col = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`measured-glazing.csv has no column ${name}`);
    return i;
  };
  return lines.map((cells) => {
    const get = (name: string) => cells[col(name)];
    const octaves = OCTAVES_HZ.map((f) => num(get(`oct_${f}`)));
    return {
      id: get('id')!,
      description: get('description')!,
      pane1Mm: num(get('pane1_mm'))!,
      pane1Type: get('pane1_type')!,
      gapMm: num(get('gap_mm')) ?? 0,
      ...(num(get('pane2_mm')) === undefined
        ? {}
        : { pane2Mm: num(get('pane2_mm'))!, pane2Type: get('pane2_type')! }),
      kind: /^STC/.test(get('metric')!)
        ? 'stc'
        : octaves.some((x) => x !== undefined)
          ? 'octave'
          : 'supplier',
      rw: num(get('rw'))!,
      ...(num(get('c')) === undefined ? {} : { c: num(get('c'))! }),
      ...(num(get('ctr')) === undefined ? {} : { ctr: num(get('ctr'))! }),
      octaves,
      source: get('source')!,
      excerpt: get('excerpt')!,
    };
  });
}

/**
 * A pane as the model takes it. A laminate's glass is its thickness less its interlayer (0.38 mm for a PVB laminate
 * named x.4, 0.76 mm for an acoustic one named x.8, and 0.76 mm where the interlayer is not stated).
 */
export function measuredPane(mm: number, type: string): Pane {
  const interlayer: Interlayer = /acoustic/i.test(type)
    ? 'acousticPvb'
    : /laminated/i.test(type)
      ? 'pvb'
      : 'none';
  const layer = interlayer === 'none' ? 0 : /PVB/.test(type) && interlayer === 'pvb' ? 0.38 : 0.76;
  return { glassMm: Math.round((mm - layer) * 100) / 100, interlayer };
}

/** A row's build-up: one pane, or two with the gap between them (reveals lined where the row says absorbent). */
export function measuredBuildUp(r: MeasuredRow): BuildUp {
  const outer: BuildUp = { kind: 'pane', pane: measuredPane(r.pane1Mm, r.pane1Type) };
  if (r.pane2Mm === undefined) return outer;
  return {
    kind: 'double',
    outer,
    inner: measuredPane(r.pane2Mm, r.pane2Type!),
    cavityMm: r.gapMm,
    ...(/absorbent/i.test(r.description) ? { lined: true } : {}),
  };
}

/** What a row is compared on: its own ratings (an octave row's rated here from its printed octaves). */
export function measuredRatings(r: MeasuredRow): { rw: number; c?: number; ctr?: number } {
  if (r.kind === 'stc') throw new Error(`${r.id}: an STC row is compared by stcResiduals, not as an Rw`);
  if (r.kind === 'supplier')
    return {
      rw: r.rw,
      ...(r.c === undefined ? {} : { c: r.c }),
      ...(r.ctr === undefined ? {} : { ctr: r.ctr }),
    };
  const rated = r.octaves.slice(1, 6);
  if (rated.some((x) => x === undefined))
    throw new Error(`${r.id}: an octave from 125 to 2000 Hz is missing`);
  return rateOctaves(rated as number[]);
}

/** The model's ratings for a row, like with like: octave rows rated from the model's octaves. */
export function modelRatings(k: ModelConstants, r: MeasuredRow): Ratings {
  const bands = spectrum(k, measuredBuildUp(r));
  return r.kind === 'octave' ? rateOctaves(toOctaves(bands)) : rate(bands);
}

export interface MeasuredResidual {
  row: MeasuredRow;
  measured: { rw: number; c?: number; ctr?: number };
  model: Ratings;
  /** Model minus measured: Rw, and Rw + Ctr where the row gives Ctr. */
  rw: number;
  rwCtr?: number;
}

export function measuredResiduals(k: ModelConstants, rows: readonly MeasuredRow[]): MeasuredResidual[] {
  return rows.map((row) => {
    const measured = measuredRatings(row);
    const model = modelRatings(k, row);
    return {
      row,
      measured,
      model,
      rw: model.rw - measured.rw,
      ...(measured.ctr === undefined ? {} : { rwCtr: model.rw + model.ctr - (measured.rw + measured.ctr) }),
    };
  });
}

/**
 * The fitting set: every other row of each kind in the file's order (the first, third, …), so both the octave rows
 * and the suppliers' rows, single panes and cavities, are on both sides. The rest is the held-out set.
 */
export function splitFit<T extends { row: MeasuredRow } | MeasuredRow>(list: readonly T[]) {
  const rowOf = (x: T): MeasuredRow => ('row' in x ? (x as { row: MeasuredRow }).row : (x as MeasuredRow));
  const index = new Map<string, number>();
  const fit: T[] = [];
  const held: T[] = [];
  for (const x of list) {
    const kind = rowOf(x).kind;
    const n = index.get(kind) ?? 0;
    index.set(kind, n + 1);
    (n % 2 === 0 ? fit : held).push(x);
  }
  return { fit, held };
}

/** An STC row against the model's own sound transmission class (ASTM E413 on its third octaves 125 to 4000 Hz). */
export interface StcResidual {
  row: MeasuredRow;
  measured: number;
  model: number;
  /** Model minus published. */
  stc: number;
}

export const modelStc = (k: ModelConstants, r: MeasuredRow) =>
  soundTransmissionClass(spectrum(k, measuredBuildUp(r), STC_BANDS_HZ));

export function stcResiduals(k: ModelConstants, rows: readonly MeasuredRow[]): StcResidual[] {
  return rows.map((row) => {
    if (row.kind !== 'stc') throw new Error(`${row.id}: not an STC row`);
    const model = modelStc(k, row);
    return { row, measured: row.rw, model, stc: model - row.rw };
  });
}

export interface MeasuredSummary {
  rows: number;
  /** Rw within ±2 and ±3 dB, and the mean residual. */
  rwWithin2: number;
  rwWithin3: number;
  meanRw: number;
  /** The same for Rw + Ctr, over the rows that give Ctr. */
  ctrRows: number;
  rwCtrWithin3: number;
  meanRwCtr: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

export function summariseMeasured(list: readonly MeasuredResidual[]): MeasuredSummary {
  const ctr = list.flatMap((r) => (r.rwCtr === undefined ? [] : [r.rwCtr]));
  return {
    rows: list.length,
    rwWithin2: list.filter((r) => Math.abs(r.rw) <= 2).length,
    rwWithin3: list.filter((r) => Math.abs(r.rw) <= 3).length,
    meanRw: mean(list.map((r) => r.rw)),
    ctrRows: ctr.length,
    rwCtrWithin3: ctr.filter((x) => Math.abs(x) <= 3).length,
    meanRwCtr: mean(ctr),
  };
}

/** The spread of the residuals, dB: the root mean square of Rw's and of Rw + Ctr's. */
export function residualSpread(list: readonly MeasuredResidual[]) {
  const rms = (xs: number[]) => Math.sqrt(mean(xs.map((x) => x * x)));
  return {
    rw: rms(list.map((r) => r.rw)),
    rwCtr: rms(list.flatMap((r) => (r.rwCtr === undefined ? [] : [r.rwCtr]))),
  };
}

/**
 * Series of one pane pair at several gaps (same panes, both bare or both lined), with the slope of the residual
 * against log2 of the gap: dB per doubling (least squares). A model whose gain with the gap is right has none.
 */
export function gapTrends(list: readonly MeasuredResidual[]) {
  const groups = new Map<string, MeasuredResidual[]>();
  for (const r of list) {
    const b = measuredBuildUp(r.row);
    if (b.kind !== 'double') continue;
    const key = JSON.stringify([b.outer, b.inner, b.lined ?? false]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()]
    .filter((g) => new Set(g.map((r) => r.row.gapMm)).size > 1)
    .map((g) => {
      const slope = (ys: number[], xs: number[]) => {
        const mx = mean(xs);
        const my = mean(ys);
        const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
        return xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) / sxx;
      };
      const x = g.map((r) => Math.log2(r.row.gapMm));
      const withCtr = g.filter((r) => r.rwCtr !== undefined);
      const gaps = g.map((r) => r.row.gapMm);
      return {
        ids: g.map((r) => r.row.id),
        /** How many doublings of the gap the series spans. */
        span: Math.log2(Math.max(...gaps) / Math.min(...gaps)),
        rwPerDoubling: slope(
          g.map((r) => r.rw),
          x,
        ),
        ...(new Set(withCtr.map((r) => r.row.gapMm)).size > 1
          ? {
              rwCtrPerDoubling: slope(
                withCtr.map((r) => r.rwCtr!),
                withCtr.map((r) => Math.log2(r.row.gapMm)),
              ),
            }
          : {}),
      };
    });
}
