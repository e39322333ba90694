import { toLines } from '../text/lines';
import type { ReceiptLayout } from './layout';

/** A layout for text that came with no geometry: one page, lines in order, no boxes. */
export const layoutFromText = (text: string): ReceiptLayout => ({
  source: 'text',
  pages: [
    { page: 1, width: 0, height: 0, lines: toLines(text).map((line) => ({ text: line, box: null, confidence: 1 })) },
  ],
});

/** The layout's text, line by line, pages in order. */
export const layoutText = (layout: ReceiptLayout): string =>
  layout.pages.map((page) => page.lines.map((line) => line.text).join('\n')).join('\n');
