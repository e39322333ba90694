import { layoutText, type ReceiptLayout } from './layout';
import { parseReceiptText } from './parse-receipt-text';
import type { ParseReceiptOptions, ReceiptExtractionResult } from './result';

/**
 * Reads a receipt from its layout (OCR lines with boxes, or a PDF's text layer). Pure, like
 * parseReceiptText. For now the layout is read as its text; field readers that use the boxes
 * replace this body.
 */
export const parseReceiptLayout = (layout: ReceiptLayout, options: ParseReceiptOptions = {}): ReceiptExtractionResult =>
  parseReceiptText(layoutText(layout), options);
