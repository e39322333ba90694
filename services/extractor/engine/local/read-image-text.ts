import { textLineDirection, turnImage } from '../image';
import type { RecognizedPage, TextRecognizer } from '../ocr';

/**
 * Mean confidence above which a reading is taken as upright. Upright receipts read at 80-95;
 * a page on its side reads far lower (docs/extraction.md), so below this the other turn is tried
 * and the better reading kept.
 */
export const UPRIGHT_CONFIDENCE = 70;

/**
 * OCR of a prepared image that may lie on its side or upside down with no EXIF tag to say so. The
 * text-line direction narrows four turns to two; the recognizer's own upside-down check or, failing
 * that, its confidence picks between them. An upright receipt costs one OCR pass, a doubtful one two.
 */
export const readImageText = async (recognizer: TextRecognizer, png: Buffer): Promise<RecognizedPage> => {
  const direction = await textLineDirection(png);
  const [first, second] = direction === 'horizontal' ? ([0, 180] as const) : ([90, 270] as const);
  const firstReading = await recognizer.recognize(await turnImage(png, first));
  if (firstReading.confidence >= UPRIGHT_CONFIDENCE) return firstReading;
  const secondReading = await recognizer.recognize(await turnImage(png, second));
  return secondReading.confidence > firstReading.confidence ? secondReading : firstReading;
};
