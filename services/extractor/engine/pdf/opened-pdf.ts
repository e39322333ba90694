import { FileUnreadableError } from '../../../../common/errors';
import { checkDrawnPage } from '../../../../common/files';
import { openPdfParser } from '../../../../common/pdf';
import type { GrayPicture } from '../../../../domain/duplicates';
import { grayFromRgba } from './gray-pixels';
import { pdfDateToIso } from './pdf-date';
import { solePicture, type SolePicture } from './sole-picture';
import { hasTextLayer } from './text-layer';
import { holdsImage, textPicture, type TextPicture } from './text-picture';
import { textItemsToText, type PdfTextItem, type PdfViewport } from './text-items';

/** The parts of pdf.js's document, page and canvas that this module uses; pdf-parse keeps its document to itself. */
type PdfJsViewport = PdfViewport;
type PdfJsPage = Readonly<{
  getViewport(options: { scale: number }): PdfJsViewport;
  getTextContent(): Promise<{ items: readonly (PdfTextItem | { type: string })[] }>;
  render(options: { canvasContext: unknown; viewport: PdfJsViewport; canvas: unknown }): { promise: Promise<void> };
}>;
type CanvasAndContext = {
  canvas: { toBuffer(mime: 'image/png'): Buffer };
  context: { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } };
};
type PdfJsDocument = Readonly<{
  numPages: number;
  getPage(number: number): Promise<PdfJsPage>;
  getMetadata(): Promise<{ info?: unknown }>;
  canvasFactory: { create(width: number, height: number): CanvasAndContext; destroy?(canvas: CanvasAndContext): void };
}>;

/** What the document says of its making (its information dictionary). */
export type PdfMaking = Readonly<{
  producer: string | null;
  creator: string | null;
  created: string | null;
  modified: string | null;
}>;

/**
 * A PDF parsed once, for every reader of one receipt (the engine's text layer and OCR pages, the
 * fingerprint's page pictures, text runs and metadata): each page's text items are read once however
 * many readers ask. The one who opened it closes it.
 */
export interface OpenedPdf {
  readonly pageCount: number;
  making(): Promise<PdfMaking>;
  /** The page's text items, in the order the page draws them. */
  textItems(number: number): Promise<readonly PdfTextItem[]>;
  viewport(number: number, scale: number): Promise<PdfViewport>;
  /** The page rendered as gray pixels, `longSide` pixels on its longer side whatever its size in points. */
  grayPicture(number: number, longSide: number): Promise<GrayPicture>;
  /**
   * The page drawn from its text layer alone, at the size `grayPicture` gives (`text-picture.ts`), when
   * that is all it prints: it has a text layer and the file holds no picture. Null otherwise.
   */
  textPicture(number: number, longSide: number): Promise<TextPicture | null>;
  /**
   * The JPEG that is the whole page, when the file is one page and that page is nothing but one picture
   * (a scan or a photo made into a PDF: no text layer, one image object, the picture's shape the
   * page's); null otherwise.
   */
  solePicture(number: number): Promise<SolePicture | null>;
  /** The page rendered as a PNG at `scale` pixels per point (for OCR or a vision model). */
  pngPicture(number: number, scale: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** A picture whose sides' ratio is within this of the page's is the page (a scan's few pixels of rounding). */
const SAME_SHAPE = 0.03;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Opens the PDF with the one pdf.js the project loads (through pdf-parse); FILE_UNREADABLE when it is none. */
export const openPdf = async (bytes: Buffer): Promise<OpenedPdf> => {
  const parser = await openPdfParser(bytes);
  let document: PdfJsDocument;
  try {
    document = await (parser as unknown as { load(): Promise<PdfJsDocument> }).load();
  } catch (error) {
    await parser.destroy().catch(() => undefined);
    throw new FileUnreadableError('the PDF could not be read', { cause: error });
  }
  const rendered = async <T>(
    number: number,
    scale: number,
    read: (target: CanvasAndContext, width: number, height: number) => T,
  ): Promise<T> => {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    checkDrawnPage(number, width, height, scale * 72);
    const target = document.canvasFactory.create(width, height);
    try {
      await page.render({ canvasContext: target.context, viewport, canvas: target.canvas }).promise;
      return read(target, width, height);
    } finally {
      document.canvasFactory.destroy?.(target);
    }
  };
  const items = new Map<number, Promise<readonly PdfTextItem[]>>();
  // Read from the whole file once, whichever pages ask.
  let imageHeld: boolean | undefined;
  const holdsAnImage = (): boolean => (imageHeld ??= holdsImage(bytes));
  const itemsOf = (number: number): Promise<readonly PdfTextItem[]> => {
    let read = items.get(number);
    if (read === undefined) {
      read = document
        .getPage(number)
        .then((page) => page.getTextContent())
        .then((content) => content.items.filter((item): item is PdfTextItem => 'str' in item));
      items.set(number, read);
    }
    return read;
  };
  return {
    pageCount: document.numPages,
    making: async () => {
      const { info } = await document.getMetadata();
      const fields = (info ?? {}) as Record<string, unknown>;
      return {
        producer: text(fields['Producer']),
        creator: text(fields['Creator']),
        created: pdfDateToIso(fields['CreationDate']),
        modified: pdfDateToIso(fields['ModDate']),
      };
    },
    textItems: itemsOf,
    viewport: async (number, scale) => (await document.getPage(number)).getViewport({ scale }),
    grayPicture: async (number, longSide) => {
      const points = (await document.getPage(number)).getViewport({ scale: 1 });
      // Straight to pixels at the size the hash reads: no picture file is written and read back.
      return rendered(number, longSide / Math.max(points.width, points.height, 1), ({ context }, width, height) =>
        grayFromRgba(context.getImageData(0, 0, width, height).data, width, height),
      );
    },
    textPicture: async (number, longSide) => {
      const pageItems = await itemsOf(number);
      if (!hasTextLayer(textItemsToText(pageItems)) || holdsAnImage()) return null;
      const page = await document.getPage(number);
      const points = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: longSide / Math.max(points.width, points.height, 1) });
      // The size `rendered` gives the same page, so both pictures of a page are alike in shape.
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      return textPicture(pageItems, viewport, width, height);
    },
    solePicture: async (number) => {
      if (document.numPages !== 1 || number !== 1) return null;
      if (hasTextLayer(textItemsToText(await itemsOf(number)))) return null;
      const picture = solePicture(bytes);
      if (picture === null) return null;
      const page = (await document.getPage(number)).getViewport({ scale: 1 });
      const shape = picture.width / picture.height;
      const pageShape = page.width / page.height;
      const alike = (a: number, b: number) => Math.abs(a / b - 1) <= SAME_SHAPE;
      return alike(shape, pageShape) || alike(shape, 1 / pageShape) ? picture : null;
    },
    pngPicture: async (number, scale) => rendered(number, scale, ({ canvas }) => canvas.toBuffer('image/png')),
    close: () => parser.destroy().catch(() => undefined),
  };
};
