import { textLineDirection, turnImage } from '../image';
import type { RecognizedPage, TextRecognizer } from '../ocr';

/**
 * Mean confidence above which a reading is taken as the right turn. Upright receipts read at
 * 90-97 with the PaddleOCR recognizer; a page on its side reads a few stray characters at 70-80.
 */
export const UPRIGHT_CONFIDENCE = 85;
/** A turned page yields a handful of characters; a receipt yields far more. */
const MIN_UPRIGHT_CHARS = 40;

/**
 * A reading with the picture its boxes are in (the prepared image, turned as it was read), so that a
 * part of it can be read again; null where the boxes were mapped from a rescaled copy.
 */
export type PictureReading = RecognizedPage & Readonly<{ picture: Buffer | null }>;

/** Characters read, each counted by the recognizer's confidence in its line. */
const weight = (page: RecognizedPage) => page.lines.reduce((sum, line) => sum + line.text.length * line.confidence, 0);

/**
 * OCR of a prepared image that may lie on its side or upside down with no EXIF tag to say so. The
 * recognizer turns upside-down pages itself; the text-line direction says which quarter turn to
 * try first, and when that reading is thin or doubtful the other is read too and the one with more
 * confidently read characters kept (the direction estimate is wrong on pages with ruled columns).
 */
export const readImageText = async (recognizer: TextRecognizer, png: Buffer): Promise<PictureReading> => {
  const direction = await textLineDirection(png);
  const [first, second] = direction === 'horizontal' ? ([0, 90] as const) : ([90, 0] as const);
  const firstPicture = await turnImage(png, first);
  const firstReading = await recognizer.recognize(firstPicture);
  const chars = firstReading.lines.reduce((n, line) => n + line.text.length, 0);
  if (firstReading.confidence >= UPRIGHT_CONFIDENCE && chars >= MIN_UPRIGHT_CHARS)
    return { ...firstReading, picture: firstPicture };
  const secondPicture = await turnImage(png, second);
  const secondReading = await recognizer.recognize(secondPicture);
  return weight(secondReading) > weight(firstReading)
    ? { ...secondReading, picture: secondPicture }
    : { ...firstReading, picture: firstPicture };
};
