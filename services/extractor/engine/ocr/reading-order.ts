import type { LayoutLine } from '../../../../domain/extraction';

const middle = (line: LayoutLine) => (line.box ? line.box.y + line.box.height / 2 : 0);

/**
 * Segments top to bottom, and left to right among those on one row: a segment joins the row above
 * when its middle lies within half the row's first segment's height of that segment's middle. The
 * domain groups rows for reading fields; this only makes the order stable and natural.
 */
export const inReadingOrder = (lines: readonly LayoutLine[]): LayoutLine[] => {
  const rows: LayoutLine[][] = [];
  for (const line of [...lines].sort((a, b) => middle(a) - middle(b))) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first?.box && line.box && Math.abs(middle(line) - middle(first)) < first.box.height / 2) row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => (a.box?.x ?? 0) - (b.box?.x ?? 0)));
};
