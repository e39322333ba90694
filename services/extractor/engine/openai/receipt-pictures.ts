import sharp, { type Sharp } from 'sharp';
import { imageFailure, openImage, type FileKind } from '../../../../common/files';
import { readPdf, type OpenedPdf } from '../pdf';

/** What the model is shown: page pictures as data URLs, and any text layer (exact, where OCR is not). */
export type ReceiptPictures = Readonly<{ imageUrls: string[]; textLayer: string; pages: number }>;

// Vision models downscale to about 2048 px on the long side anyway; sending more only costs upload time.
const MAX_SIDE = 2048;
const PDF_RENDER_DPI = 150;

const toJpegDataUrl = async (image: Sharp): Promise<string> => {
  const jpeg = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
};

/**
 * Every accepted type as pictures a vision model can take: JPEG data URLs (HEIC decoded first, EXIF
 * orientation applied, bounded in size) and, for PDFs, each page rendered plus its text layer.
 */
export const receiptPictures = async (
  bytes: Buffer,
  kind: FileKind,
  maxPages: number,
  pdf: OpenedPdf | null = null,
): Promise<ReceiptPictures> => {
  if (kind === 'pdf') {
    const pages = await readPdf(pdf ?? bytes, { maxPages, renderDpi: PDF_RENDER_DPI, renderAll: true });
    const imageUrls = await Promise.all(
      pages.filter((page) => page.image !== null).map((page) => toJpegDataUrl(sharp(page.image!))),
    );
    return {
      imageUrls,
      textLayer: pages
        .map((page) => page.text)
        .join('\n\f\n')
        .trim(),
      pages: pages.length,
    };
  }
  try {
    return { imageUrls: [await toJpegDataUrl((await openImage(bytes, kind)).image)], textLayer: '', pages: 1 };
  } catch (error) {
    throw imageFailure(kind, error);
  }
};
