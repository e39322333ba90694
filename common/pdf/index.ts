export { pdfParser, type PDFParse } from './pdf-parse';
