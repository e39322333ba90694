/** One recognized text line: its characters and the mean probability of the characters kept (0-1). */
export type DecodedLine = Readonly<{ text: string; confidence: number }>;

/**
 * Greedy CTC decoding of the recognition model's output for one line: at every time step take the
 * most probable symbol, drop repeats and the blank (index 0). `probabilities` is time-major
 * (steps × classes); `charset[i]` is the character of class i + 1.
 */
export const decodeCtc = (
  probabilities: Float32Array,
  steps: number,
  classes: number,
  charset: readonly string[],
  offset = 0,
): DecodedLine => {
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const row = offset + t * classes;
    let best = 0;
    let bestP = -1;
    for (let c = 0; c < classes; c++) {
      const p = probabilities[row + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += charset[best - 1] ?? '';
      sum += bestP;
      kept++;
    }
    previous = best;
  }
  return { text, confidence: kept === 0 ? 0 : sum / kept };
};
