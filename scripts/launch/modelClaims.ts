import { estimatorData as data } from '../../src/content/estimator/data.ts';
import { pickOf } from '../../src/lib/estimator/picks.ts';
import { loudnessPercent, windowPerformance } from '../../src/content/estimator/index.ts';
import type { BuiltPage } from './pageText.ts';

/**
 * `npm run launch-check`'s list of the site's noise claims beside the acoustic model: every line of a built page that
 * states a figure in dB or %, with what the model gives for the build-up the line describes (its gap and glass where
 * it names them, else the calculator's typical setup). For the business to read, not a blocker: the claims stay as
 * the spec states them.
 */
export interface ModelClaim {
  path: string;
  line: string;
  gapMm: number;
  glass: string;
  model: { rw: number; rwCtr: number; improvement: number; quieterPercent: number };
}

const claimPattern = /\b\d+(?:[.,]\d+)?(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)?)?\s?(?:dB|decibels?|%)/i;
const gapPattern = /(\d{2,3})\s?mm\b/;

/** The model's figures for a secondary pane of `glassId`, `gapMm` behind the calculator's typical window. */
export function modelFor(glassId: string, gapMm: number) {
  const window = pickOf(data, 'window')!;
  const today = windowPerformance(window);
  const withSecondary = windowPerformance(window, glassId, gapMm);
  const improvement = withSecondary.rw + withSecondary.ctr - (today.rw + today.ctr);
  return {
    rw: withSecondary.rw,
    rwCtr: withSecondary.rw + withSecondary.ctr,
    improvement,
    quieterPercent: 100 - loudnessPercent({ min: improvement, max: improvement }).min,
  };
}

/** Every dB or % claim on the built pages, each beside the model's figures for the build-up it names. */
export function modelClaims(pages: readonly BuiltPage[]): ModelClaim[] {
  const typicalGlass = pickOf(data, 'glass')!;
  const acoustic = data.glasses.find((g) => g.spec.startsWith('6.8mm'))?.id ?? typicalGlass;
  const seen = new Set<string>();
  return pages.flatMap(({ path, text }) =>
    text
      .split('\n')
      .filter((line) => claimPattern.test(line) && /nois|sound|quiet|reduc|decibel|dB/i.test(line))
      .filter((line) => !seen.has(`${path}|${line}`) && seen.add(`${path}|${line}`))
      .map((line) => {
        const named = Number(gapPattern.exec(line)?.[1] ?? NaN);
        const gapMm =
          named >= data.gap.min && named <= data.gap.max
            ? named
            : Math.round((data.gap.min + data.gap.max) / 2);
        const glass = /6\.8/.test(line) ? acoustic : typicalGlass;
        return {
          path,
          line: line.length > 160 ? `${line.slice(0, 157)}…` : line,
          gapMm,
          glass,
          model: modelFor(glass, gapMm),
        };
      }),
  );
}

/** The claims as a report section for `npm run launch-check`. */
export function formatModelClaims(claims: readonly ModelClaim[]): string {
  const window = data.existingWindows.find((w) => w.id === pickOf(data, 'window'))!.label;
  const lines = [
    '',
    `Noise claims beside the acoustic model (${claims.length}; for reading, not blocking: a secondary pane in front of ${window}, the claim's gap and glass where it names them)`,
  ];
  for (const c of claims) {
    const m = c.model;
    lines.push(
      `  - ${c.path}: "${c.line}"`,
      `    model, ${c.glass} at ${c.gapMm} mm: Rw ${m.rw} dB, Rw + Ctr ${m.rwCtr} dB, ${m.improvement} dB quieter for traffic than today (about ${m.quieterPercent}% less loud)`,
    );
  }
  return lines.join('\n');
}
