import raw from './validation.json' with { type: 'json' };
import { performance } from './glazing.ts';
import type { BuildUp, Pane } from './transmission.ts';

/**
 * The acoustic model against published ratings (validation.json): each build-up's residual, model minus measured, and
 * the summary the calculator's method section and docs/acoustic-model.md publish.
 */
export interface ValidationSource {
  title: string;
  url: string;
  /** Read in a stored copy when the set was made; false: recalled or derived, not read here. */
  read: boolean;
  how: string;
}
interface Row {
  id: string;
  label: string;
  outer: Pane;
  cavityMm: number;
  inner: Pane | null;
  measured: { metric: 'Rw' | 'STC'; value: number; c?: number; ctr?: number };
  source: string;
  where: string;
  set: 'fit' | 'independent';
}

export const validationSources = raw.sources as Record<string, ValidationSource>;
export const validationRows = raw.buildUps as Row[];

/** The build-up a row describes, as the model takes it. */
export function rowBuildUp(r: Row): BuildUp {
  const outer: BuildUp = { kind: 'pane', pane: r.outer };
  return r.inner ? { kind: 'double', outer, inner: r.inner, cavityMm: r.cavityMm } : outer;
}

export interface Residual {
  row: Row;
  read: boolean;
  model: { rw: number; c: number; ctr: number };
  /** Model minus measured, dB: Rw, and C and Ctr where the source gives them. */
  rw: number;
  c?: number;
  ctr?: number;
}

export const residuals: Residual[] = validationRows.map((row) => {
  const model = performance(rowBuildUp(row));
  const { value, c, ctr } = row.measured;
  return {
    row,
    read: validationSources[row.source]!.read,
    model: { rw: model.rw, c: model.c, ctr: model.ctr },
    rw: model.rw - value,
    ...(c === undefined ? {} : { c: model.c - c }),
    ...(ctr === undefined ? {} : { ctr: model.ctr - ctr }),
  };
});

/** The cavity bands the bias check groups by, mm: single panes, sealed units, then secondary cavities in two bands. */
export const gapBands = [
  { id: 'single', min: 0, max: 0 },
  { id: 'unit', min: 1, max: 49 },
  { id: 'mid', min: 50, max: 99 },
  { id: 'wide', min: 100, max: Infinity },
] as const;

export interface ResidualSummary {
  count: number;
  within2: number;
  within3: number;
  meanRw: number;
}

export function summarise(list: Residual[]): ResidualSummary {
  return {
    count: list.length,
    within2: list.filter((r) => Math.abs(r.rw) <= 2).length,
    within3: list.filter((r) => Math.abs(r.rw) <= 3).length,
    meanRw: list.length ? list.reduce((s, r) => s + r.rw, 0) / list.length : 0,
  };
}

/** The groups of the residual table: the fitting set, then the independent set, read and recalled apart. */
export const residualGroups = [
  { id: 'fit' as const, rows: residuals.filter((r) => r.row.set === 'fit') },
  {
    id: 'independentRead' as const,
    rows: residuals.filter((r) => r.row.set === 'independent' && r.read),
  },
  {
    id: 'independentRecalled' as const,
    rows: residuals.filter((r) => r.row.set === 'independent' && !r.read),
  },
].map((g) => ({ ...g, summary: summarise(g.rows) }));

/** Each gap band's summary over a list of residuals (its mean shows any bias with gap width). */
export const byGap = (list: Residual[]) =>
  gapBands.map((band) => ({
    ...band,
    summary: summarise(list.filter((r) => r.row.cavityMm >= band.min && r.row.cavityMm <= band.max)),
  }));
