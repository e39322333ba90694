import type { Box, LayoutLine } from './layout';

/**
 * One printed row of the receipt: the segments the recognizer read side by side (a label and its
 * amount), left to right, with their text joined. Field readers work on rows; a field's evidence is
 * the box of the row, or of the segments, it was read from.
 */
export type Row = Readonly<{
  page: number;
  /** 0-based position in reading order across all pages. */
  index: number;
  text: string;
  box: Box | null;
  /** The lowest confidence of its segments, 0-1. */
  confidence: number;
  /** The typical letter height of the row in pixels (0 without geometry). */
  height: number;
  segments: readonly LayoutLine[];
}>;
