/**
 * What a page looks like to the field readers: the recognizer's text lines with their boxes, in page
 * pixels, so that a field can say where on the receipt it was read. OCR and a PDF's text layer both
 * produce this; a plain string (tests, the OpenAI engine's fallback) becomes a layout without boxes.
 */
export type Box = Readonly<{ x: number; y: number; width: number; height: number }>;

export type LayoutLine = Readonly<{
  text: string;
  /** Where the line was read on its page, in that page's pixels; null when the source had no geometry. */
  box: Box | null;
  /** The recognizer's confidence in this line's text, 0-1 (1 for a PDF text layer). */
  confidence: number;
}>;

export type LayoutPage = Readonly<{
  /** 1-based. */
  page: number;
  /** The page image's size in pixels (0 when the source had no geometry). */
  width: number;
  height: number;
  lines: readonly LayoutLine[];
}>;

export type ReceiptLayout = Readonly<{
  source: 'ocr' | 'pdf-text' | 'text';
  pages: readonly LayoutPage[];
}>;

/** Where one extracted field was read, and how sure the reader is of it. */
export type FieldEvidence = {
  /** 0-100. */
  confidence: number;
  page: number | null;
  box: Box | null;
  /** The text the value was read from, as printed. */
  text: string | null;
};
