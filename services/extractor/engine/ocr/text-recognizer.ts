/** What OCR returns for one image: the text, line by line, and the engine's mean word confidence (0-100). */
export type RecognizedText = Readonly<{ text: string; confidence: number }>;

/**
 * The OCR port. The local engine depends on this, not on an OCR package, so that the OCR can be
 * swapped after measuring another one (docs/extraction.md, "Choosing the OCR").
 */
export interface TextRecognizer {
  /** A prepared image (PNG or raw-decoded by sharp; upright, grayscale). */
  recognize(image: Buffer): Promise<RecognizedText>;
  /** Ends the OCR workers; later calls start them again. */
  close(): Promise<void>;
}
