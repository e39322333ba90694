import { FileTooLargeError } from '../errors';

/**
 * The most pixels a picture of a receipt is decoded or drawn at: a phone photo has 12 to 50 million, a
 * long receipt's PDF page drawn at 200 dpi a few million. A file within the size limit may still claim
 * far more (a JPEG's header, a PDF page's size in points cost a few bytes), and decoding or drawing it
 * would take gigabytes in the process that holds everyone's work.
 */
export const MAX_IMAGE_PIXELS = 80_000_000;

/** Refuses, as FILE_TOO_LARGE and before any pixel is made, a picture of more than MAX_IMAGE_PIXELS. */
export const checkImagePixels = (width: number, height: number, what: string): void => {
  if (width * height > MAX_IMAGE_PIXELS)
    throw new FileTooLargeError(
      `${what} is ${Math.round(width)} × ${Math.round(height)} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million are read`,
    );
};

/** The same, for a PDF page about to be drawn `width` × `height` pixels at `dpi`: its size in points costs a few bytes. */
export const checkDrawnPage = (page: number, width: number, height: number, dpi: number): void =>
  checkImagePixels(width, height, `page ${page} of the PDF, drawn at ${Math.round(dpi)} dpi,`);
