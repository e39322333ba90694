export * from './read-pdf';
export { openPdf, type OpenedPdf, type PdfMaking } from './opened-pdf';
export type { PdfTextItem } from './text-items';
export type { TextPicture } from './text-picture';
