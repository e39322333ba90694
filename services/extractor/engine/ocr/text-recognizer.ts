import type { LayoutLine } from '../../../../domain/extraction';

/**
 * What OCR returns for one image: the text segments it read, each with its box (in the pixels of the
 * image it was given, turned upright when the recognizer found it upside down) and confidence,
 * sorted top to bottom, then left to right; and the mean confidence of the page (0-100), which the
 * engine uses to choose between turns of a page.
 */
export type RecognizedPage = Readonly<{
  width: number;
  height: number;
  lines: readonly LayoutLine[];
  confidence: number;
}>;

/**
 * The OCR port. The local engine depends on this, not on an OCR package, so that the OCR can be
 * swapped after measuring another one (docs/extraction.md, "Choosing the OCR").
 */
export interface TextRecognizer {
  /** A prepared image (PNG, upright by its EXIF tag, grayscale). */
  recognize(image: Buffer): Promise<RecognizedPage>;
  /** Ends the OCR workers or sessions; later calls start them again. */
  close(): Promise<void>;
}
