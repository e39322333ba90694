import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { readPdf } from './read-pdf';

const pdfWithLine = (text: string, x: number, y: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    doc.fontSize(14).text('Harmony Music Studio invoice for March', 72, 72);
    doc.fontSize(14).text(text, x, y);
    doc.end();
  });

/** A reviewer sees the page drawn at the render resolution; the text layer's boxes must sit on that picture. */
describe('readPdf text-layer boxes', () => {
  it('are in the pixels of the page as rendered, where the text is drawn', async () => {
    const bytes = await pdfWithLine('Amount due $168.99', 300, 500);
    const [page] = await readPdf(bytes, { maxPages: 5, renderDpi: 200, renderAll: true });
    const picture = await sharp(page!.image!).metadata();
    expect(page!.layout.width).toBe(picture.width);
    expect(page!.layout.height).toBe(picture.height);
    const line = page!.layout.lines.find((l) => l.text.includes('168.99'))!;
    // 300 pt and 500 pt from the top-left corner, at 200/72 pixels per point.
    expect(line.box!.x).toBeCloseTo((300 * 200) / 72, -1);
    expect(line.box!.y).toBeGreaterThan((500 * 200) / 72 - 20);
    expect(line.box!.y).toBeLessThan((500 * 200) / 72 + 60);
  });
});
