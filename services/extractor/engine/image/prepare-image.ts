import sharp from 'sharp';
import { imageFailure, openImage, type FileKind } from '../../../../common/files';

export type ImageKind = Exclude<FileKind, 'pdf'>;

/** Tesseract reads best with capital letters 20-40 px tall; wider pages only cost time. */
export const OCR_MAX_WIDTH = 2000;
/** Phone photos of a whole page are often 3000-4000 px tall; bound the work whatever the shape. */
export const OCR_MAX_HEIGHT = 4000;
export type PreparedImage = Readonly<{ png: Buffer; width: number; height: number }>;

/**
 * An image as the OCR wants it: turned upright by its EXIF orientation (phones store the sensor's
 * pixels and a tag), on white (transparent PNGs), grayscale, no wider than OCR_MAX_WIDTH. No
 * contrast stretch: on JPEGs it turns compression ringing around letters into dark specks, and
 * measured accuracy on JPEG pages fell from 100 % to 70 % with it; Tesseract binarises adaptively. 90/180/270° turns that no tag records are found later, by
 * text-line orientation and OCR confidence (find-orientation.ts).
 */
export const prepareImage = async (bytes: Buffer, kind: ImageKind): Promise<PreparedImage> => {
  try {
    const { image } = await openImage(bytes, kind);
    const { data, info } = await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize({ width: OCR_MAX_WIDTH, height: OCR_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    throw imageFailure(kind, error);
  }
};

/** The same prepared image turned clockwise by a multiple of 90°. */
export const turnImage = async (png: Buffer, degrees: 0 | 90 | 180 | 270): Promise<Buffer> =>
  degrees === 0 ? png : sharp(png).rotate(degrees).png({ compressionLevel: 0 }).toBuffer();
