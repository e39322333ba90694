/** Bands of a field's confidence (0-100): the point of a confidence is that accuracy rises with it. */
export const CONFIDENCE_BANDS = [
  { band: '>=80', low: 80, high: Infinity },
  { band: '50-79', low: 50, high: 80 },
  { band: '<50', low: -Infinity, high: 50 },
] as const;

export type BandFigure = Readonly<{ band: string; receipts: number; accuracy: number | null }>;

/** Per band: how many receipts had their confidence in it (no reading counts as 0), and how many of those were right. */
export const accuracyByBand = (
  outcomes: readonly Readonly<{ confidence: number | null; right: boolean }>[],
): BandFigure[] =>
  CONFIDENCE_BANDS.map(({ band, low, high }) => {
    const inBand = outcomes.filter(({ confidence }) => (confidence ?? 0) >= low && (confidence ?? 0) < high);
    return {
      band,
      receipts: inBand.length,
      accuracy: inBand.length === 0 ? null : inBand.filter((o) => o.right).length / inBand.length,
    };
  });
