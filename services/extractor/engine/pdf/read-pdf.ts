import { FileTooLargeError, FileUnreadableError } from '../../../../common/errors';
import type { LayoutPage } from '../../../../domain/extraction';
import { inReadingOrder } from '../ocr/reading-order';
import { openPdf, type OpenedPdf } from './opened-pdf';
import { hasTextLayer } from './text-layer';
import { textItemsToLines, textItemsToText } from './text-items';

/**
 * One page: its text layer ('' when it has none, as in a scan), the same as segments with boxes
 * (no lines when it has none) and, when rendering was asked for or the page has no text layer, a
 * PNG picture of it.
 */
export type PdfPage = Readonly<{ number: number; text: string; layout: LayoutPage; image: Buffer | null }>;

/**
 * The text layer's boxes are in the pixels of the page as rendered at `dpi`, the same space as an OCR'd
 * page's boxes, so a reviewer's picture of the page (drawn at that resolution) and the boxes agree.
 */
const layoutOf = async (pdf: OpenedPdf, number: number, dpi: number): Promise<LayoutPage> => {
  const viewport = await pdf.viewport(number, dpi / 72);
  const lines = textItemsToLines(await pdf.textItems(number), viewport);
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

/**
 * Reads every page: the text layer, and a rendering where OCR or a vision model needs one. More than
 * `maxPages` pages → FILE_TOO_LARGE before any page is read. `source` is the file, or the PDF its
 * caller has already opened for other readers (and closes itself).
 */
export const readPdf = async (source: Buffer | OpenedPdf, options: ReadPdfOptions): Promise<PdfPage[]> => {
  const pdf = Buffer.isBuffer(source) ? await openPdf(source) : source;
  try {
    if (pdf.pageCount > options.maxPages)
      throw new FileTooLargeError(`the PDF has ${pdf.pageCount} pages; at most ${options.maxPages} are read`);
    const numbers = Array.from({ length: pdf.pageCount }, (_, i) => i + 1);
    const texts = await Promise.all(numbers.map(async (number) => textItemsToText(await pdf.textItems(number))));
    const toRender = numbers.filter((number, i) => options.renderAll === true || !hasTextLayer(texts[i] ?? ''));
    const images = new Map<number, Buffer>();
    for (const number of toRender) images.set(number, await pdf.pngPicture(number, options.renderDpi / 72));
    const read: PdfPage[] = [];
    for (const number of numbers) {
      const layout = await layoutOf(pdf, number, options.renderDpi);
      const text = hasTextLayer(texts[number - 1] ?? '') ? (texts[number - 1] ?? '') : '';
      read.push({
        number,
        text,
        layout: text === '' ? { ...layout, lines: [] } : layout,
        image: images.get(number) ?? null,
      });
    }
    return read;
  } catch (error) {
    if (error instanceof FileTooLargeError || error instanceof FileUnreadableError) throw error;
    throw new FileUnreadableError('the PDF could not be read', { cause: error });
  } finally {
    if (pdf !== source) await pdf.close();
  }
};
