export { openPdfParser, pdfParser, type PDFParse } from './pdf-parse';
