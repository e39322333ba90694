import type { FieldScores } from '../../eval/extraction/score';

export type Scored = Readonly<{ id: string; scores: FieldScores; confidence: number; totalConfidence: number | null }>;

// Bands wide enough to hold several receipts each on a set of ~60.
const BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 50],
  [50, 70],
  [70, 85],
  [85, 101],
];

/** How often the total is right in each confidence band: the point of a confidence is that this rises. */
export const bandTable = (scored: readonly Scored[], confidenceOf: (s: Scored) => number | null): string =>
  BANDS.map(([low, high]) => {
    const inBand = scored.filter((s) => {
      const c = confidenceOf(s) ?? -1;
      return c >= low && c < high;
    });
    const right = inBand.filter((s) => s.scores.total).length;
    const share = inBand.length === 0 ? '   -  ' : `${((100 * right) / inBand.length).toFixed(1)}%`.padStart(6);
    return `  ${String(low).padStart(3)}-${String(Math.min(high, 100)).padStart(3)}: ${share} right (${right}/${inBand.length})`;
  }).join('\n');
