import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfParseModule from 'pdf-parse';
import { MAX_IMAGE_PIXELS } from '../files/image-pixels';
import { checkInflatedSize } from './inflated-size';

export type PDFParse = PdfParseModule.PDFParse;

/**
 * pdf-parse bundles core-js polyfills that replace built-ins the whole process uses with slower
 * JavaScript versions (`Array.prototype.push`, `JSON.parse`, `Function.prototype.toString`): every
 * Kafka message and database reply then pays for them. They are installed twice: when pdf-parse loads,
 * and when pdf.js loads its worker module (in this process, at the first page read). V8's own versions
 * do what those polyfills do, so this loads both up front and puts the originals back. Only this
 * function loads pdf-parse, on first use (a gateway that never shows a PDF never loads it).
 */
const REPLACED = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [Function.prototype, 'toString'],
] as const;

let loading: Promise<typeof PdfParseModule.PDFParse> | null = null;

const load = async (): Promise<typeof PdfParseModule.PDFParse> => {
  const originals = REPLACED.map(([owner, key]) => Object.getOwnPropertyDescriptor(owner, key));
  try {
    // A plain require: it has to run between taking the built-ins and putting them back.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require('pdf-parse') as typeof PdfParseModule;
    // pdf.js looks for an already loaded worker (globalThis.pdfjsWorker) before importing its own.
    const worker = path.join(path.dirname(require.resolve('pdf-parse')), 'pdf.worker.mjs');
    await import(pathToFileURL(worker).href);
    return module.PDFParse;
  } finally {
    REPLACED.forEach(([owner, key], index) => {
      const original = originals[index];
      if (original !== undefined) Object.defineProperty(owner, key, original);
    });
  }
};

export const pdfParser = (): Promise<typeof PdfParseModule.PDFParse> => {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/**
 * A parser of one PDF, loaded as above, once its streams are known to inflate within bounds
 * (checkInflatedSize: FILE_TOO_LARGE otherwise). pdf.js decodes a picture in the file at its full size,
 * however small the page draws it, and sets no limit of its own: one above MAX_IMAGE_PIXELS is left out
 * of the drawing instead (a page with nothing else on it then reads as blank).
 */
export const openPdfParser = async (bytes: Buffer): Promise<PDFParse> => {
  await checkInflatedSize(bytes);
  return new (await pdfParser())({ data: new Uint8Array(bytes), maxImageSize: MAX_IMAGE_PIXELS });
};
