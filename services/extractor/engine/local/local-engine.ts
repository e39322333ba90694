import { FileUnreadableError } from '../../../../common/errors';
import { parseReceiptText } from '../../../../domain/extraction';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { prepareImage, type ImageKind } from '../image';
import { TesseractRecognizer, type TextRecognizer } from '../ocr';
import { readPdf } from '../pdf';
import { studentCandidatesOf } from '../student-candidates';
import { readImageText } from './read-image-text';

export type LocalEngineOptions = Readonly<{
  /** FILE_MAX_PAGES: longer PDFs fail with FILE_TOO_LARGE. */
  maxPages: number;
  /** Scanned pages are rendered at this resolution for OCR. */
  renderDpi?: number;
  recognizer?: TextRecognizer;
}>;

export const DEFAULT_RENDER_DPI = 200;
/** Less readable text than this is no receipt: a blank page, a photo of something else. */
const MIN_TEXT_CHARS = 10;

/**
 * The offline engine: the text layer of digital PDFs; OCR (tesseract.js) for images, HEIC photos
 * and scanned pages; then the domain's receipt parser. Nothing is downloaded at run time.
 */
export class LocalExtractionEngine implements ExtractionEngine {
  readonly name = 'local';
  private readonly recognizer: TextRecognizer;
  private readonly maxPages: number;
  private readonly renderDpi: number;

  constructor(options: LocalEngineOptions) {
    this.recognizer = options.recognizer ?? new TesseractRecognizer();
    this.maxPages = options.maxPages;
    this.renderDpi = options.renderDpi ?? DEFAULT_RENDER_DPI;
  }

  async extract(input: ExtractionInput): Promise<ExtractionOutput> {
    const { text, pages } = input.kind === 'pdf' ? await this.readPdfText(input.bytes) : await this.readImage(input.bytes, input.kind);
    if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARS) {
      throw new FileUnreadableError(input.kind === 'pdf' ? 'no text could be read from the PDF, neither a text layer nor by OCR' : 'no text could be read from the image');
    }
    const result = parseReceiptText(text, { studentCandidates: studentCandidatesOf(input.request), referenceDate: input.now });
    return { result, pages };
  }

  close(): Promise<void> {
    return this.recognizer.close();
  }

  private async readImage(bytes: Buffer, kind: ImageKind): Promise<{ text: string; pages: number }> {
    const image = await prepareImage(bytes, kind);
    return { text: (await readImageText(this.recognizer, image.png)).text, pages: 1 };
  }

  /** Pages in order, each from its text layer or, for scanned pages, by OCR; pages separated by a form feed. */
  private async readPdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
    const pages = await readPdf(bytes, { maxPages: this.maxPages, renderDpi: this.renderDpi });
    const texts: string[] = [];
    for (const page of pages) {
      if (page.image === null) texts.push(page.text);
      else texts.push((await readImageText(this.recognizer, (await prepareImage(page.image, 'png')).png)).text);
    }
    return { text: texts.join('\n\f\n'), pages: pages.length };
  }
}
