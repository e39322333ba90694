import { RENDER_DPI } from '../../../../common/files';
import { FileUnreadableError } from '../../../../common/errors';
import { parseReceiptLayout, type LayoutPage, type ReceiptLayout } from '../../../../domain/extraction';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { prepareImage, type ImageKind } from '../image';
import { PaddleRecognizer, type RecognizedPage, type TextRecognizer } from '../ocr';
import { readPdf, type OpenedPdf } from '../pdf';
import { studentCandidatesOf } from '../student-candidates';
import { readWithRetries } from './read-with-retries';
import { rereadDateLines } from './reread-date-lines';
import { rereadVendorLine } from './reread-vendor-line';

export type LocalEngineOptions = Readonly<{
  /** FILE_MAX_PAGES: longer PDFs fail with FILE_TOO_LARGE. */
  maxPages: number;
  /** Scanned pages are rendered at this resolution for OCR. */
  renderDpi?: number;
  recognizer?: TextRecognizer;
}>;

/** Less readable text than this is no receipt: a blank page, a photo of something else. */
const MIN_TEXT_CHARS = 10;

const pageOf = (number: number, reading: RecognizedPage): LayoutPage => ({
  page: number,
  width: reading.width,
  height: reading.height,
  lines: reading.lines,
});
const charsOf = (layout: ReceiptLayout) =>
  layout.pages.reduce((n, page) => n + page.lines.reduce((m, line) => m + line.text.replace(/\s+/g, '').length, 0), 0);

/**
 * The offline engine: the text layer of digital PDFs; OCR (PaddleOCR on ONNX Runtime) for images,
 * HEIC photos and scanned pages; then the domain's layout reader. Nothing is downloaded at run time.
 */
export class LocalExtractionEngine implements ExtractionEngine {
  readonly name = 'local';
  private readonly recognizer: TextRecognizer;
  private readonly maxPages: number;
  private readonly renderDpi: number;

  constructor(options: LocalEngineOptions) {
    this.recognizer = options.recognizer ?? new PaddleRecognizer();
    this.maxPages = options.maxPages;
    this.renderDpi = options.renderDpi ?? RENDER_DPI;
  }

  async extract(input: ExtractionInput): Promise<ExtractionOutput> {
    const layout = await this.readLayout(input.bytes, input.kind, input.pdf ?? null, input.now);
    const result = parseReceiptLayout(layout, {
      studentCandidates: studentCandidatesOf(input.request),
      referenceDate: input.now,
    });
    return { result, pages: layout.pages.length };
  }

  /**
   * The receipt's text segments with their boxes, page by page; FILE_UNREADABLE when there is next to
   * none. `now` is the day a printed date cannot be after (a misread date in the future is no date).
   */
  async readLayout(
    bytes: Buffer,
    kind: ExtractionInput['kind'],
    pdf: OpenedPdf | null = null,
    now: Date = new Date(),
  ): Promise<ReceiptLayout> {
    const layout =
      kind === 'pdf' ? await this.readPdfLayout(pdf ?? bytes, now) : await this.readImage(bytes, kind, now);
    if (charsOf(layout) < MIN_TEXT_CHARS) {
      throw new FileUnreadableError(
        kind === 'pdf'
          ? 'no text could be read from the PDF, neither a text layer nor by OCR'
          : 'no text could be read from the image',
      );
    }
    return layout;
  }

  close(): Promise<void> {
    return this.recognizer.close();
  }

  private async readImage(bytes: Buffer, kind: ImageKind, now: Date): Promise<ReceiptLayout> {
    const image = await prepareImage(bytes, kind);
    return { source: 'ocr', pages: [await this.readPicture(1, image.png, now)] };
  }

  /** One page by OCR, its date line and merchant's name read again where the first reading is unsure of them. */
  private async readPicture(number: number, png: Buffer, now: Date): Promise<LayoutPage> {
    const reading = await readWithRetries(this.recognizer, png);
    const page = await rereadDateLines(this.recognizer, reading.picture, pageOf(number, reading), now);
    return rereadVendorLine(this.recognizer, reading.picture, page);
  }

  /** Pages in order, each from its text layer or, for scanned pages, by OCR. */
  private async readPdfLayout(source: Buffer | OpenedPdf, now: Date): Promise<ReceiptLayout> {
    const pages = await readPdf(source, { maxPages: this.maxPages, renderDpi: this.renderDpi });
    const read: LayoutPage[] = [];
    for (const page of pages) {
      if (page.image === null) read.push({ ...page.layout, page: page.number });
      else read.push(await this.readPicture(page.number, (await prepareImage(page.image, 'png')).png, now));
    }
    return { source: pages.every((page) => page.image === null) ? 'pdf-text' : 'ocr', pages: read };
  }
}
