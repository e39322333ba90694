import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, FileUnreadableError } from '../errors';
import { decodeHeic } from './decode-heic';
import type { FileKind } from './detect-file-type';
import { checkImagePixels, MAX_IMAGE_PIXELS } from './image-pixels';

/** A picture opened for reading, and its header as the size check read it (null for HEIC, decoded already). */
export type OpenedImage = Readonly<{ image: Sharp; header: Metadata | null }>;

/**
 * What a failure to read a picture tells the client: one that already says what is wrong (too large,
 * unreadable) as it is, any other (the picture library's own) as FILE_UNREADABLE.
 */
export const imageFailure = (kind: Exclude<FileKind, 'pdf'>, error: unknown): AppError =>
  error instanceof AppError
    ? error
    : new FileUnreadableError(`the ${kind.toUpperCase()} image could not be decoded`, { cause: error });

/**
 * A picture file opened for reading, its size checked from its header first: every reader of a
 * receipt's picture (the OCR, a vision model, the fingerprint, the console) opens it here, so one
 * that is too large is refused the same way everywhere. HEIC is decoded by libheif (decodeHeic).
 */
export const openImage = async (bytes: Buffer, kind: Exclude<FileKind, 'pdf'>): Promise<OpenedImage> => {
  if (kind === 'heic') return { image: await decodeHeic(bytes), header: null };
  let header: Metadata;
  try {
    // The header alone, unbounded: sharp's own bound would refuse it here as unreadable, saying no more.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw imageFailure(kind, error);
  }
  checkImagePixels(header.width, header.height, `the ${kind.toUpperCase()} image`);
  return { image: sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }), header };
};
