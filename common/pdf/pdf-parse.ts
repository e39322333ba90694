import type * as PdfParseModule from 'pdf-parse';

export type PDFParse = PdfParseModule.PDFParse;

/**
 * pdf-parse bundles core-js polyfills that, on loading, replace built-ins the whole process uses with
 * slower JavaScript versions (`Array.prototype.push`, `JSON.parse`, `Function.prototype.toString`):
 * every Kafka message and database reply then pays for them. V8's own versions do what those
 * polyfills do, so they are put back once pdf-parse is loaded. Only this function loads it, on first
 * use (a gateway that never shows a PDF never loads it), so what is put back is the original.
 */
const REPLACED = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [Function.prototype, 'toString'],
] as const;

let loaded: typeof PdfParseModule.PDFParse | null = null;

export const pdfParser = (): typeof PdfParseModule.PDFParse => {
  if (loaded !== null) return loaded;
  const originals = REPLACED.map(([owner, key]) => Object.getOwnPropertyDescriptor(owner, key));
  // A plain require: it has to run between taking the built-ins and putting them back.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require('pdf-parse') as typeof PdfParseModule;
  REPLACED.forEach(([owner, key], index) => {
    const original = originals[index];
    if (original !== undefined) Object.defineProperty(owner, key, original);
  });
  loaded = module.PDFParse;
  return loaded;
};
