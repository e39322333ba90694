import { toLines } from '../text/lines';
import { centreY, unionBox, verticalOverlap } from './box';
import type { Box, LayoutLine, LayoutPage, ReceiptLayout } from './layout';
import { median } from './median';
import type { Row } from './row';
import { estimateSkew, levelled } from './skew';

type Boxed = LayoutLine & { box: Box };

// Two segments are on one row when they share most of their height once the page's skew is taken out
// (a photo tilted by 2-3° moves a far-right amount most of a row down). The comparison is made with the
// row's segment nearest in x, so what skew is left still keeps a label and its far-right amount together
// while the rows above and below stay apart.
const SAME_ROW_OVERLAP = 0.5;

const nearestInX = (row: readonly Boxed[], s: Boxed): Boxed =>
  row.reduce((best, o) => (Math.abs(o.box.x - s.box.x) < Math.abs(best.box.x - s.box.x) ? o : best));

const overlapsInX = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.3 * Math.min(a.width, b.width);

const groupLevelled = (segments: readonly Boxed[]): Boxed[][] => {
  const rows: Boxed[][] = [];
  for (const s of [...segments].sort((a, b) => centreY(a.box) - centreY(b.box))) {
    let best: { row: Boxed[]; overlap: number } | null = null;
    for (const row of rows.slice(-4)) {
      if (row.some((o) => overlapsInX(o.box, s.box))) continue;
      const overlap = verticalOverlap(nearestInX(row, s).box, s.box);
      if (overlap >= SAME_ROW_OVERLAP && (!best || overlap > best.overlap)) best = { row, overlap };
    }
    if (best) best.row.push(s);
    else rows.push([s]);
  }
  return rows;
};

const groupWithSkew = (segments: readonly Boxed[], skew: number): Boxed[][] => {
  const asRead = new Map<Boxed, Boxed>(segments.map((s) => [{ ...s, box: levelled(s.box, skew) }, s]));
  return groupLevelled([...asRead.keys()]).map((row) =>
    row.map((l) => asRead.get(l)!).sort((a, b) => a.box.x - b.box.x),
  );
};

const AMOUNT_ONLY = /^[\s$]*-?\$?\s?\d{1,6}[.,]\d{2}\s*-?$/;
// Amounts left on a row of their own: each one a label that lost its figure.
const loneAmounts = (rows: readonly Boxed[][]): number =>
  rows.filter((row) => row.length === 1 && AMOUNT_ONLY.test(row[0]!.text)).length;

// Grouped on levelled boxes; the rows keep the boxes as read, so evidence points at the real pixels.
// The skew is measured where words sit close together (often the header); a curled receipt can slope
// there and lie flat in its figure column. The grouping that leaves fewer amounts without a label
// wins; on a tie, the levelled one.
const groupSegments = (segments: readonly Boxed[]): Boxed[][] => {
  const skew = estimateSkew(segments.map((s) => s.box));
  const levelledRows = groupWithSkew(segments, skew);
  if (skew === 0) return levelledRows;
  const asRead = groupWithSkew(segments, 0);
  return loneAmounts(asRead) < loneAmounts(levelledRows) ? asRead : levelledRows;
};

// A wide gap between two segments is kept as two spaces: readers use it to tell "Student: Ann Lee"
// from the next field printed on the same row.
const joinSegments = (segments: readonly Boxed[]): string =>
  segments.reduce((text, s, i) => {
    if (i === 0) return s.text.trim();
    const previous = segments[i - 1]!;
    const gap = s.box.x - (previous.box.x + previous.box.width);
    return `${text}${gap > 1.5 * Math.max(previous.box.height, s.box.height) ? '  ' : ' '}${s.text.trim()}`;
  }, '');

const pageRows = (page: LayoutPage): Array<Omit<Row, 'index'>> => {
  const boxed = page.lines.filter((l): l is Boxed => l.box !== null && l.text.trim() !== '');
  const unboxed = page.lines.filter((l) => l.box === null);
  // A page without geometry (a text layer, a plain string) is already in reading order, line by line.
  if (boxed.length === 0) {
    return unboxed.flatMap((line) =>
      toLines(line.text).map((text) => ({
        page: page.page,
        text,
        box: null,
        confidence: line.confidence,
        height: 0,
        segments: [line],
      })),
    );
  }
  return groupSegments(boxed).map((segments) => ({
    page: page.page,
    text: joinSegments(segments),
    box: unionBox(segments.map((s) => s.box)),
    confidence: Math.min(...segments.map((s) => s.confidence)),
    height: median(segments.map((s) => s.box.height)),
    segments,
  }));
};

/** The layout's rows in reading order: pages in order, rows top to bottom, segments left to right. */
export const rowsOf = (layout: ReceiptLayout): Row[] =>
  [...layout.pages]
    .sort((a, b) => a.page - b.page)
    .flatMap(pageRows)
    .map((row, index) => ({ ...row, index }));
