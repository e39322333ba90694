import { pdfParser, type PDFParse } from '../../../../common/pdf';
import { FileTooLargeError, FileUnreadableError } from '../../../../common/errors';
import type { LayoutPage } from '../../../../domain/extraction';
import { inReadingOrder } from '../ocr/reading-order';
import { textItemsToLines, type PdfTextItem, type PdfViewport } from './text-items';

/**
 * One page: its text layer ('' when it has none, as in a scan), the same as segments with boxes
 * (no lines when it has none) and, when rendering was asked for or the page has no text layer, a
 * PNG picture of it.
 */
export type PdfPage = Readonly<{ number: number; text: string; layout: LayoutPage; image: Buffer | null }>;

/** The pdf.js document pdf-parse has loaded; pdf-parse keeps it to itself, and its text result has no positions. */
export type PdfDocument = Readonly<{
  getPage(number: number): Promise<{
    getViewport(options: { scale: number }): PdfViewport;
    getTextContent(): Promise<{ items: readonly (PdfTextItem | { type: string })[] }>;
  }>;
}>;
export const documentOf = (parser: PDFParse): Promise<PdfDocument> =>
  (parser as unknown as { load(): Promise<PdfDocument> }).load();

/**
 * The text layer's boxes are in the pixels of the page as rendered at `dpi`, the same space as an OCR'd
 * page's boxes, so a reviewer's picture of the page (drawn at that resolution) and the boxes agree.
 */
const layoutOf = async (document: PdfDocument, number: number, dpi: number): Promise<LayoutPage> => {
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const { items } = await page.getTextContent();
  const lines = textItemsToLines(
    items.filter((item): item is PdfTextItem => 'str' in item),
    viewport,
  );
  return {
    page: number,
    width: Math.round(viewport.width),
    height: Math.round(viewport.height),
    lines: inReadingOrder(lines),
  };
};

export type ReadPdfOptions = Readonly<{
  maxPages: number;
  renderDpi: number;
  /** Render every page, not only those without a text layer (engines that look at the page). */
  renderAll?: boolean;
}>;

/** Scans sometimes carry a few stray characters (a page number, an invisible stamp); that is no text layer. */
const MIN_TEXT_LAYER_CHARS = 20;

export const hasTextLayer = (text: string): boolean => text.replace(/\s+/g, '').length >= MIN_TEXT_LAYER_CHARS;

/**
 * Reads every page with the one pdf.js the project loads (through pdf-parse): the text layer, and a
 * rendering where OCR or a vision model needs one. More than `maxPages` pages → FILE_TOO_LARGE
 * before any page is read.
 */
export const readPdf = async (bytes: Buffer, options: ReadPdfOptions): Promise<PdfPage[]> => {
  const PdfParser = await pdfParser();
  const parser = new PdfParser({ data: new Uint8Array(bytes) });
  try {
    const { total } = await parser.getInfo();
    if (total > options.maxPages)
      throw new FileTooLargeError(`the PDF has ${total} pages; at most ${options.maxPages} are read`);
    const { pages } = await parser.getText();
    const toRender = pages
      .filter((page) => options.renderAll === true || !hasTextLayer(page.text))
      .map((page) => page.num);
    const images = new Map<number, Buffer>();
    if (toRender.length > 0) {
      const shots = await parser.getScreenshot({
        partial: toRender,
        scale: options.renderDpi / 72,
        imageBuffer: true,
        imageDataUrl: false,
      });
      for (const shot of shots.pages) images.set(shot.pageNumber, Buffer.from(shot.data));
    }
    const document = await documentOf(parser);
    const read: PdfPage[] = [];
    for (const page of [...pages].sort((a, b) => a.num - b.num)) {
      const layout = await layoutOf(document, page.num, options.renderDpi);
      const text = hasTextLayer(page.text) ? page.text : '';
      read.push({
        number: page.num,
        text,
        layout: text === '' ? { ...layout, lines: [] } : layout,
        image: images.get(page.num) ?? null,
      });
    }
    return read;
  } catch (error) {
    if (error instanceof FileTooLargeError) throw error;
    throw new FileUnreadableError('the PDF could not be read', { cause: error });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
};
