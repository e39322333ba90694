/** Levenshtein distance between two strings. */
export const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/**
 * The fewest edits that make `key` appear somewhere inside `text` (text before and after it is
 * free): "COSTCOWHOLESALE" in "OSTCOEWHOLESALE" is 2 (a dropped C, a stray E).
 */
export const distanceWithin = (key: string, text: string): number => {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= key.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= text.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (key[i - 1] === text[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return Math.min(...previous);
};
