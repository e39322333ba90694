/** One limit on a run: the most its items may weigh together, each item weighed by `weigh`. */
export type RunLimit<T> = Readonly<{ max: number; weigh: (item: T) => number }>;

/**
 * Where the run of `items` that begins at `start` ends (exclusive): whole items, in order, while every
 * limit holds. The first item is always taken, so an item heavier than a limit goes alone.
 */
export const runEnd = <T>(items: readonly T[], start: number, limits: readonly RunLimit<T>[]): number => {
  const totals = limits.map(() => 0);
  let end = start;
  while (end < items.length) {
    const item = items[end]!;
    const weights = limits.map((limit) => limit.weigh(item));
    if (end > start && limits.some((limit, index) => totals[index]! + weights[index]! > limit.max)) break;
    weights.forEach((weight, index) => (totals[index]! += weight));
    end += 1;
  }
  return end;
};

/** `items` cut into consecutive runs, in order, each within every limit (an item heavier than one alone). */
export const runsWithin = <T>(items: readonly T[], limits: readonly RunLimit<T>[]): T[][] => {
  const runs: T[][] = [];
  for (let start = 0; start < items.length;) {
    const end = runEnd(items, start, limits);
    runs.push(items.slice(start, end));
    start = end;
  }
  return runs;
};
