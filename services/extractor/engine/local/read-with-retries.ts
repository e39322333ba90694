import sharp from 'sharp';
import type { RecognizedPage, TextRecognizer } from '../ocr';
import { readImageText, type PictureReading } from './read-image-text';

/** Fewer characters than this and the reading is retried on another version of the picture. */
const ENOUGH_CHARS = 10;
/** Below this side the picture is enlarged for a retry (tiny text), above it halved (text too big for the detector). */
const SMALL_SIDE = 1000;

const charsOf = (page: RecognizedPage) => page.lines.reduce((n, line) => n + line.text.replace(/\s+/g, '').length, 0);

// Each retry changes one thing the detector is sensitive to: letter size, or faint contrast.
const RETRIES: ReadonlyArray<(png: Buffer) => Promise<Buffer>> = [
  async (png) => {
    // Typed as sharp may hand it over for an odd file: a missing side reads as 1.
    const metadata: { width?: number; height?: number } = await sharp(png).metadata();
    const width = metadata.width ?? 1;
    const height = metadata.height ?? 1;
    const factor = Math.max(width, height) < SMALL_SIDE ? 2 : 0.5;
    return sharp(png)
      .resize({ width: Math.max(1, Math.round(width * factor)) })
      .png({ compressionLevel: 1 })
      .toBuffer();
  },
  (png) => sharp(png).normalise().threshold(150).png({ compressionLevel: 1 }).toBuffer(),
];

/**
 * OCR with fall-backs: a picture that yields (next to) no text, in any turn, is read again enlarged
 * or reduced, then binarised, before the engine reports that no text could be read. Boxes of a
 * rescaled reading are mapped back to the prepared picture's pixels.
 */
export const readWithRetries = async (recognizer: TextRecognizer, png: Buffer): Promise<PictureReading> => {
  let best = await readImageText(recognizer, png);
  for (const retry of RETRIES) {
    if (charsOf(best) >= ENOUGH_CHARS) break;
    const reading = await readImageText(recognizer, await retry(png));
    if (charsOf(reading) > charsOf(best)) best = backTo(reading, best);
  }
  return best;
};

/** A reading of a rescaled copy in the original's pixels. */
const backTo = (reading: PictureReading, original: RecognizedPage): PictureReading => {
  if (reading.width === original.width || reading.width === 0) return reading;
  const sx = original.width / reading.width;
  const sy = original.height / reading.height;
  const lines = reading.lines.map((line) => ({
    ...line,
    box: line.box && {
      x: Math.round(line.box.x * sx),
      y: Math.round(line.box.y * sy),
      width: Math.round(line.box.width * sx),
      height: Math.round(line.box.height * sy),
    },
  }));
  return { ...reading, width: original.width, height: original.height, lines, picture: null };
};
