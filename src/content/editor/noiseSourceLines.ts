/** A local noise source as an area file stores it (src/content/areas/schema.ts), before the schema checks it. */
export interface NoiseSourceParts {
  name: string;
  kind: string;
  detail: string;
  reduction: number;
}

/** A dash with a space either side (typed as - or written as – or —), or an en or em dash on its own. */
const separator = /(\s+-\s+|\s*[–—]\s*)/;
/** How a stored source is shown in the editor's box, one line each. */
const shownSeparator = ' — ';

/** A line's parts, in order. */
export const noiseLineFormat = ['Name', 'what it is', 'reduction%', 'kind'].join(shownSeparator);

/** The line's format in words, for the box's help text. */
export function noiseLineHint(kinds: readonly string[], defaultKind: string): string {
  return `Each line: its name, what it is, the reduction with a % sign and its kind (${kindsText(kinds, defaultKind)}), separated by dashes: ${noiseLineFormat}.`;
}

const kindsText = (kinds: readonly string[], defaultKind: string) =>
  `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}; ${defaultKind} if left out`;

/** A stored source as one line of the editor's box: `Name — what it is — 70% — road`. */
export function noiseLine(source: Partial<NoiseSourceParts>): string {
  const reduction = typeof source.reduction === 'number' ? `${source.reduction}%` : '';
  return [source.name ?? '', source.detail ?? '', reduction, source.kind ?? ''].join(shownSeparator);
}

/**
 * One line of the box as a source: its name (before the first dash), what it is (up to the reduction, dashes of its
 * own kept), the reduction with its % sign, then its kind if given (`defaultKind` otherwise). A line it cannot read
 * throws what is wrong with it, in words; the parts' own rules (lengths, the reduction's range) are the fields'.
 */
export function readNoiseLine(line: string, kinds: readonly string[], defaultKind: string): NoiseSourceParts {
  const pieces = line.trim().split(separator);
  // Even places hold the parts, odd places the dashes between them.
  const parts = pieces.filter((_, i) => i % 2 === 0).map((p) => p.trim());
  const kindOf = (part: string) => kinds.find((k) => k.toLowerCase() === part.toLowerCase());
  const reductionLike = (part: string) => /^[\d.,]+\s*%?$|%$/.test(part);
  let last = parts.length - 1;
  let kind = kindOf(parts[last]!);
  if (kind !== undefined) last -= 1;
  else if (!reductionLike(parts[last]!) && parts.length >= 4 && reductionLike(parts[last - 1]!))
    throw new Error(`"${parts[last]}" is not a kind of noise: ${kindsText(kinds, defaultKind)}`);
  kind ??= defaultKind;
  if (last < 2)
    throw new Error(
      'write its name, what it is and the reduction, separated by dashes (Name — what it is — reduction%)',
    );
  const reduction = parts[last]!;
  const whole = /^(\d+)\s*%$/.exec(reduction);
  if (!whole) {
    if (/^\d+$/.test(reduction))
      throw new Error(`the reduction needs a % sign: ${reduction}%, not ${reduction}`);
    if (/^\d+[.,]\d*\s*%?$/.test(reduction))
      throw new Error(`the reduction is a whole number of %, not ${reduction}`);
    throw new Error(`"${reduction}" is not a reduction: a whole number with a % sign after it`);
  }
  return {
    name: parts[0]!,
    kind,
    // What it is: everything between the name and the reduction, with its own dashes as typed.
    detail: pieces
      .slice(2, 2 * last - 1)
      .join('')
      .trim(),
    reduction: Number(whole[1]),
  };
}
