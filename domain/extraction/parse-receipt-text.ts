import { layoutFromText } from './layout';
import { parseReceiptLayout } from './parse-receipt-layout';
import type { ParseReceiptOptions, ReceiptExtractionResult } from './result';

/**
 * Reads a receipt's text (a PDF text layer or OCR output, any number of pages): the text is a layout
 * without boxes, one row per line. Pure: the same text and options always give the same result.
 */
export const parseReceiptText = (text: string, options: ParseReceiptOptions = {}): ReceiptExtractionResult =>
  parseReceiptLayout(layoutFromText(text), options);
