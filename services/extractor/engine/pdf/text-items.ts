import type { Box, LayoutLine } from '../../../../domain/extraction';

/** The parts of a pdf.js text item and page viewport this module reads. */
export type PdfTextItem = Readonly<{
  str: string;
  transform: readonly number[];
  width: number;
  height: number;
  /** pdf.js's id of the font the item is set in (the same id for the same font on a page). */
  fontName?: string;
  /** The item ends a line of the page's text. */
  hasEOL?: boolean;
}>;
export type PdfViewport = Readonly<{
  width: number;
  height: number;
  convertToViewportPoint(x: number, y: number): number[];
  /** The page-to-viewport matrix `convertToViewportPoint` applies: [a, b, c, d, e, f]. */
  transform: readonly number[];
}>;

// `first` is the box of the segment's first item, whose baseline and height the next item is measured
// against. Kept as the box rather than as two numbers computed into the literal: with those, V8
// deoptimised textItemsToLines at that literal ("lost precision or NaN") and compiled it 13 times in a
// 1,000-receipt run, never settling (docs/scaling-log.md).
type Segment = { text: string; box: Box; first: Box };

// Items closer than this (in font heights) on one baseline are one phrase, as an OCR detector
// would find them; a wider gap separates columns (a description and its price).
const PHRASE_GAP = 1.0;
// A gap wider than this between two items is a space the PDF did not write as a character.
const SPACE_GAP = 0.15;

const boxOf = (item: PdfTextItem, viewport: PdfViewport): Box => {
  const [, , , , e = 0, f = 0] = item.transform;
  const [x0 = 0, y0 = 0] = viewport.convertToViewportPoint(e, f);
  const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(e + item.width, f + item.height);
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
};

const joins = (segment: Segment, box: Box, size: number): boolean => {
  const gap = box.x - (segment.box.x + segment.box.width);
  const { first } = segment;
  return (
    Math.abs(box.y + box.height - (first.y + first.height)) < 0.3 * Math.max(size, first.height) &&
    gap > -0.5 * size &&
    gap < PHRASE_GAP * size
  );
};

const round = (box: Box): Box => ({
  x: Math.round(box.x * 10) / 10,
  y: Math.round(box.y * 10) / 10,
  width: Math.round(box.width * 10) / 10,
  height: Math.round(box.height * 10) / 10,
});

/**
 * A PDF page's text items as layout segments in the page's coordinates (PDF points, origin top
 * left): runs of items on one baseline with word-sized gaps become one phrase, like an OCR
 * detector's line boxes, so the field readers see one kind of layout whatever the source.
 */
export const textItemsToLines = (items: readonly PdfTextItem[], viewport: PdfViewport): LayoutLine[] => {
  const segments: Segment[] = [];
  for (const item of items) {
    if (item.str.trim() === '' || item.height <= 0) continue;
    const box = boxOf(item, viewport);
    const last = segments.at(-1);
    if (last && joins(last, box, box.height)) {
      const gap = box.x - (last.box.x + last.box.width);
      const space = gap > SPACE_GAP * box.height && !last.text.endsWith(' ') && !item.str.startsWith(' ') ? ' ' : '';
      const right = Math.max(last.box.x + last.box.width, box.x + box.width);
      const top = Math.min(last.box.y, box.y);
      const bottom = Math.max(last.box.y + last.box.height, box.y + box.height);
      last.text += space + item.str;
      last.box = { x: last.box.x, y: top, width: right - last.box.x, height: bottom - top };
    } else {
      segments.push({ text: item.str, box, first: box });
    }
  }
  return segments.map((segment) => ({
    text: segment.text.replace(/\s+/g, ' ').trim(),
    box: round(segment.box),
    confidence: 1,
  }));
};

/**
 * A page's text items as plain text, in the order the page draws them: a new line where an item ends
 * one or the baseline moves, a tab between items of one line set apart by more than a font height.
 */
export const textItemsToText = (items: readonly PdfTextItem[]): string => {
  let text = '';
  let last: { baseline: number; end: number; size: number } | null = null;
  for (const item of items) {
    const [, , , , x = 0, baseline = 0] = item.transform;
    const size = Math.max(item.height, 1);
    if (last !== null && !text.endsWith('\n')) {
      if (Math.abs(baseline - last.baseline) > 0.5 * Math.max(size, last.size)) text += '\n';
      else if (x - last.end > size) text += '\t';
    }
    text += item.str;
    if (item.hasEOL === true) text += '\n';
    last = { baseline, end: x + item.width, size };
  }
  return text;
};
