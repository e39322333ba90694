import sharp, { type Sharp } from 'sharp';
import { decodeHeic, type FileKind } from '../../../common/files';
import { pdfParser } from '../../../common/pdf';
import { NO_METADATA, type DocumentMetadata, type GrayPicture, type TextRun } from '../../../domain/duplicates';
import { documentOf, type PdfDocument } from '../engine/pdf';
import { exifSoftware } from './exif-software';

/** The hash sees a 32×32 grid; 256 px on the long side is plenty and keeps the work small. */
const HASH_SIDE = 256;
/** The first pages say which receipt it is; a long invoice's later pages add nothing but time. */
export const HASHED_PAGES = 3;
const MAX_INPUT_PIXELS = 80_000_000;

export type ReadDocument = Readonly<{ pictures: GrayPicture[]; metadata: DocumentMetadata }>;

const gray = async (image: Sharp): Promise<GrayPicture> => {
  const { data, info } = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    // Never enlarged: a small picture blown up is blurred, and blur moves where the print seems to end.
    .resize({ width: HASH_SIDE, height: HASH_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const iso = (value: Date | null | undefined): string | null =>
  value instanceof Date && Number.isFinite(value.getTime()) ? value.toISOString() : null;

/** A page's text layer run by run, with the font and size each is set in (for the font check). */
const runsOf = async (page: Awaited<ReturnType<PdfDocument['getPage']>>): Promise<TextRun[]> => {
  const { items } = await page.getTextContent();
  return items.flatMap((item) =>
    'str' in item && item.fontName !== undefined
      ? [{ text: item.str, font: item.fontName, size: Math.round(item.height * 10) / 10 }]
      : [],
  );
};

const readPdf = async (bytes: Buffer): Promise<ReadDocument> => {
  const PdfParser = await pdfParser();
  const parser = new PdfParser({ data: new Uint8Array(bytes) });
  try {
    const info = await parser.getInfo();
    const pages = Array.from({ length: Math.min(info.total, HASHED_PAGES) }, (_, i) => i + 1);
    const shots = await parser.getScreenshot({
      partial: pages,
      // By pixels, not dpi: a page's size in points says nothing of the picture in it, and a photo put
      // small on a page, rendered small, would be enlarged and blurred on its way to the hash.
      desiredWidth: HASH_SIDE,
      imageBuffer: true,
      imageDataUrl: false,
    });
    const document = await documentOf(parser);
    const pdfTextRuns = await Promise.all(pages.map(async (number) => runsOf(await document.getPage(number))));
    const fields = (info.info ?? {}) as Record<string, unknown>;
    const dates = info.getDateNode();
    return {
      pictures: await Promise.all(shots.pages.map((shot) => gray(sharp(Buffer.from(shot.data))))),
      metadata: {
        ...NO_METADATA,
        pdfProducer: text(fields['Producer']),
        pdfCreator: text(fields['Creator']),
        pdfCreated: iso(dates.CreationDate),
        pdfModified: iso(dates.ModDate),
        pdfTextRuns,
      },
    };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
};

/** Each page as a small gray picture (a picture file is one page; a PDF's first pages are rendered) and what the file says of its making. */
export const readDocument = async (bytes: Buffer, kind: FileKind): Promise<ReadDocument> => {
  if (kind === 'pdf') return readPdf(bytes);
  if (kind === 'heic') return { pictures: [await gray(await decodeHeic(bytes))], metadata: NO_METADATA };
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const { exif } = await image.metadata();
  return { pictures: [await gray(image)], metadata: { ...NO_METADATA, imageSoftware: exifSoftware(exif) } };
};
