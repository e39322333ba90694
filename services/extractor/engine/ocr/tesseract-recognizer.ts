import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import type { LayoutLine } from '../../../../domain/extraction';
import { inReadingOrder } from './reading-order';
import type { RecognizedPage, TextRecognizer } from './text-recognizer';

/**
 * English data shipped inside the @tesseract.js-data/eng package. Without an explicit langPath
 * tesseract.js downloads it from a CDN at run time, and offline its worker crashes the process.
 */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

// Receipts put prices at the right margin: keeping the spaces keeps description and price on one line.
// PSM 6 (one uniform block) reads receipt columns row by row better than automatic layout analysis.
const PARAMETERS = { preserve_interword_spaces: '1', tessedit_pageseg_mode: '6' } as const;

/**
 * tesseract.js (Tesseract 5 LSTM, compiled to wasm). One worker, created on first use and reused:
 * starting one costs ~0.3 s and ~40 MB; it runs one image at a time, so concurrent calls queue.
 */
export class TesseractRecognizer implements TextRecognizer {
  private worker: Promise<Worker> | null = null;

  private started(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', 1, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
      await worker.setParameters(PARAMETERS as unknown as Parameters<Worker['setParameters']>[0]);
      return worker;
    })().catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  async recognize(image: Buffer): Promise<RecognizedPage> {
    const worker = await this.started();
    // rotateAuto straightens small skews (a few degrees) from the angle Tesseract's layout analysis finds.
    const { data } = await worker.recognize(image, { rotateAuto: true }, { blocks: true });
    const lines: LayoutLine[] = (data.blocks ?? [])
      .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
      .map((line) => ({
        text: line.text.trim(),
        box: {
          x: line.bbox.x0,
          y: line.bbox.y0,
          width: line.bbox.x1 - line.bbox.x0,
          height: line.bbox.y1 - line.bbox.y0,
        },
        confidence: line.confidence / 100,
      }))
      .filter((line) => line.text !== '');
    // Typed as sharp may hand it over for an odd file: a missing side reads as 0.
    const metadata: { width?: number; height?: number } = await sharp(image).metadata();
    return {
      width: metadata.width ?? 0,
      height: metadata.height ?? 0,
      lines: inReadingOrder(lines),
      confidence: data.confidence,
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
