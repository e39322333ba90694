import { pdfParser } from './pdf-parse';

describe('pdf-parse, loaded through common/pdf', () => {
  it('leaves the process its own built-ins, before and after it reads a PDF', async () => {
    const push = Array.prototype.push;
    const parse = JSON.parse;
    const toStringOf = () => Object.getOwnPropertyDescriptor(Function.prototype, 'toString')?.value as unknown;
    const toString = toStringOf();
    const PDFParse = await pdfParser();
    expect(Array.prototype.push).toBe(push);
    expect(JSON.parse).toBe(parse);
    expect(toStringOf()).toBe(toString);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj ' +
        '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 20 50 Td (Total 12.50) Tj ET\nendstream endobj ' +
        '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    );
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      expect((await parser.getText()).text).toContain('Total 12.50');
    } finally {
      await parser.destroy();
    }
    // The first page read is when pdf.js would load its worker module, and its polyfills with it.
    expect(Array.prototype.push).toBe(push);
    expect(JSON.parse).toBe(parse);
    expect(toStringOf()).toBe(toString);
  });
});
