import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, openImage, type FileKind } from '../../../common/files';
import {
  NO_METADATA,
  pageHash,
  tiltedHashes,
  type DocumentMetadata,
  type GrayPicture,
  type PageHash,
  type TextRun,
} from '../../../domain/duplicates';
import { openPdf, type OpenedPdf, type PdfTextItem, type TextPicture } from '../engine/pdf';
import { exifSoftware } from './exif-software';

/**
 * The hash sees a 32×32 grid; 256 px on the long side is plenty and keeps the work small. A PDF page is
 * rendered at that size whatever its size in points: a photo put small on a page, rendered small,
 * would be enlarged and blurred on its way to the hash.
 */
const HASH_SIDE = 256;
/** The first pages say which receipt it is; a long invoice's later pages add nothing but time. */
export const HASHED_PAGES = 3;

/**
 * Each page's picture and its hash, the hashes of its photographed pages turned back by a degree
 * either way (asked with, never stored: `tiltedHashes`), and what the file says of its making.
 */
export type ReadDocument = Readonly<{
  pictures: (GrayPicture | TextPicture)[];
  pages: PageHash[];
  tilted: PageHash[];
  metadata: DocumentMetadata;
}>;

const withHashes = (read: Omit<ReadDocument, 'pages' | 'tilted'>): ReadDocument => ({
  ...read,
  pages: read.pictures.map((picture) => pageHash(picture, 'printBox' in picture ? picture.printBox : undefined)),
  // A page drawn from its text layer is never askew; a photo, a scan or a rendered page may be.
  tilted: read.pictures.flatMap((picture) => ('printBox' in picture ? [] : tiltedHashes(picture))),
});

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

/** A page's text layer run by run, with the font and size each is set in (for the font check). */
const runsOf = (items: readonly PdfTextItem[]): TextRun[] =>
  items.flatMap((item) =>
    item.fontName !== undefined
      ? [{ text: item.str, font: item.fontName, size: Math.round(item.height * 10) / 10 }]
      : [],
  );

/**
 * A page that is one photo or scan is hashed from that picture itself, as the photo would be (and far
 * cheaper than pdf.js decoding it whole to draw it); a page that prints text alone (an invoice, an
 * order printout) is drawn from its text layer, which costs a fraction of pdf.js drawing each glyph
 * and gives the same picture for the same text re-saved or printed to PDF again; any other page is
 * rendered.
 */
const pagePicture = async (pdf: OpenedPdf, number: number): Promise<GrayPicture | TextPicture> => {
  const sole = await pdf.solePicture(number);
  if (sole !== null) {
    try {
      return await gray(sharp(sole.jpeg, { limitInputPixels: MAX_IMAGE_PIXELS }));
    } catch {
      // A JPEG the picture library cannot read may still draw: pdf.js reads it its own way.
    }
  }
  return (await pdf.textPicture(number, HASH_SIDE)) ?? pdf.grayPicture(number, HASH_SIDE);
};

const readPdf = async (pdf: OpenedPdf): Promise<ReadDocument> => {
  const pages = Array.from({ length: Math.min(pdf.pageCount, HASHED_PAGES) }, (_, i) => i + 1);
  const pictures: (GrayPicture | TextPicture)[] = [];
  // One page after the other: each rendering holds a canvas, and they share the one pdf.js.
  for (const number of pages) pictures.push(await pagePicture(pdf, number));
  const pdfTextRuns = await Promise.all(pages.map(async (number) => runsOf(await pdf.textItems(number))));
  const making = await pdf.making();
  return withHashes({
    pictures,
    metadata: {
      ...NO_METADATA,
      pdfProducer: making.producer,
      pdfCreator: making.creator,
      pdfCreated: making.created,
      pdfModified: making.modified,
      pdfTextRuns,
    },
  });
};

/**
 * Each page as a small gray picture (a picture file is one page; a PDF's first pages are rendered) and
 * what the file says of its making. `pdf` is the PDF as its caller has already opened it for the engine
 * (read, not closed, here); without it the bytes are opened and closed here.
 */
export const readDocument = async (
  bytes: Buffer,
  kind: FileKind,
  pdf: OpenedPdf | null = null,
): Promise<ReadDocument> => {
  if (kind === 'pdf') {
    if (pdf !== null) return readPdf(pdf);
    const opened = await openPdf(bytes);
    try {
      return await readPdf(opened);
    } finally {
      await opened.close();
    }
  }
  const { image, header } = await openImage(bytes, kind);
  return withHashes({
    pictures: [await gray(image)],
    metadata: header === null ? NO_METADATA : { ...NO_METADATA, imageSoftware: exifSoftware(header.exif) },
  });
};
