/**
 * One row of edit distances after another, both kept in two arrays reused for every row: the matcher
 * asks this a few dozen times a line, and fresh arrays a row were most of its cost.
 */
const editRows = (a: string, b: string, firstRow: (j: number) => number): Int32Array => {
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = firstRow(j);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const replaced = previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, replaced);
    }
    [previous, current] = [current, previous];
  }
  return previous;
};

/** Levenshtein distance between two strings. */
export const distance = (a: string, b: string): number => editRows(a, b, (j) => j)[b.length]!;

/**
 * The fewest edits that make `key` appear somewhere inside `text` (text before and after it is
 * free): "COSTCOWHOLESALE" in "OSTCOEWHOLESALE" is 2 (a dropped C, a stray E).
 */
export const distanceWithin = (key: string, text: string): number => Math.min(...editRows(key, text, () => 0));
