import { rate, WIDE_BANDS_HZ, type Ratings } from './rating.ts';
import { spectrum, type BuildUp, type Interlayer, type ModelConstants, type Pane } from './transmission.ts';

/** A build-up's sound reduction index in each ISO 717-1 band and its ratings, Rw (C; Ctr). */
export interface Performance extends Ratings {
  bands: number[];
  /** The same from 50 to 5000 Hz (WIDE_BANDS_HZ): the model's own bands outside the rated range. */
  wideBands: number[];
  /**
   * What "Hear the difference" plays in the 21 bands from 50 to 5000 Hz: the rated bands (100 to 3150 Hz), each band
   * outside them holding its nearest rated band's figure, so what is heard differs on the same basis as the ratings.
   */
  heardBands: number[];
}

/**
 * What the glazing model reads of the estimator's figures (src/content/noiseEstimator.json): its constants, today's
 * windows and the secondary panes, each by id. glazing.ts owns this type: the figures are passed in.
 */
export interface GlazingFigures {
  model: ModelConstants;
  existingWindows: readonly { id: string; panes: readonly Pane[]; cavityMm: number; leaky: boolean }[];
  glasses: readonly { id: string; glassMm: number; interlayer: Interlayer }[];
}

const find = <T extends { id: string }>(list: readonly T[], id: string, what: string): T => {
  const item = list.find((x) => x.id === id);
  if (!item) throw new Error(`Unknown ${what}: ${id}`);
  return item;
};

/** The windows and glazing of `data`, rated with its constants (src/content/estimator/index.ts binds it). */
export function glazingModel(data: GlazingFigures) {
  /** Today's window as the model sees it: one pane (perhaps leaky) or a sealed unit. */
  function existingBuildUp(windowId: string): BuildUp {
    const w = find(data.existingWindows, windowId, 'window');
    const [outer, inner] = w.panes as [Pane, Pane?];
    const first: BuildUp = { kind: 'pane', pane: outer, leaky: w.leaky };
    return inner ? { kind: 'double', outer: first, inner, cavityMm: w.cavityMm } : first;
  }

  /** Today's window with a secondary pane `gapMm` behind it (`lined`: reveals lined with absorbent). */
  function secondaryBuildUp(windowId: string, glassId: string, gapMm: number, lined = false): BuildUp {
    const g = find(data.glasses, glassId, 'glass');
    return {
      kind: 'double',
      outer: existingBuildUp(windowId),
      inner: { glassMm: g.glassMm, interlayer: g.interlayer },
      cavityMm: gapMm,
      ...(lined ? { lined } : {}),
    };
  }

  const cache = new Map<string, Performance>();

  function performance(b: BuildUp): Performance {
    const key = JSON.stringify(b);
    let p = cache.get(key);
    if (!p) {
      const wideBands = spectrum(data.model, b, WIDE_BANDS_HZ);
      // The ISO 717-1 bands are the wide set's 4th to 19th.
      const bands = wideBands.slice(3, 19);
      const heardBands = [bands[0]!, bands[0]!, bands[0]!, ...bands, bands.at(-1)!, bands.at(-1)!];
      p = { bands, wideBands, heardBands, ...rate(bands) };
      cache.set(key, p);
    }
    return p;
  }

  /** Today's window, and with secondary glazing (`glassId` `gapMm` behind it, its reveals perhaps `lined`). */
  function windowPerformance(windowId: string, glassId?: string, gapMm?: number, lined = false): Performance {
    return performance(
      glassId === undefined ? existingBuildUp(windowId) : secondaryBuildUp(windowId, glassId, gapMm!, lined),
    );
  }

  /** Today's window with a secondary pane of plain float glass, `glassMm` thick and `gapMm` behind it. */
  function floatSecondaryPerformance(windowId: string, glassMm: number, gapMm: number): Performance {
    return performance({
      kind: 'double',
      outer: existingBuildUp(windowId),
      inner: { glassMm, interlayer: 'none' },
      cavityMm: gapMm,
    });
  }

  return { secondaryBuildUp, performance, windowPerformance, floatSecondaryPerformance };
}

export type GlazingModel = ReturnType<typeof glazingModel>;
