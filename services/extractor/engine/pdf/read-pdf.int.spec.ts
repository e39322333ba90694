import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pdfOfCompressedBlanks } from '../../../../test/fixtures/receipts/compressed-blanks';
import { pdfkitPdf } from '../../../../test/fixtures/receipts/pdfkit-pdf';
import { readPdf } from './read-pdf';

const pdfWithLine = (text: string, x: number, y: number): Promise<Buffer> =>
  pdfkitPdf({ size: 'LETTER', margin: 0 }, (doc) => {
    doc.fontSize(14).text('Harmony Music Studio invoice for March', 72, 72);
    doc.fontSize(14).text(text, x, y);
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

/** A scan-like page (no text layer), its size in points: a PDF of a few hundred bytes whatever the size. */
const blankPage = (width: number, height: number): Promise<Buffer> =>
  pdfkitPdf({ size: [width, height], margin: 0 }, (doc) => {
    doc.rect(0, 0, 10, 10).fill('#000000');
  });

describe('readPdf on a page too large to draw', () => {
  it('refuses it as FILE_TOO_LARGE before drawing it', async () => {
    // 200 inches a side (the largest page PDF allows): 40,000 pixels a side at 200 dpi.
    await expect(readPdf(await blankPage(14_400, 14_400), { maxPages: 5, renderDpi: 200 })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'page 1 of the PDF, drawn at 200 dpi, is 40000 × 40000 pixels; at most 80 million are read',
    });
  });

  it('draws a long till receipt (3 by 40 inches) whole', async () => {
    const [page] = await readPdf(await blankPage(216, 2_880), { maxPages: 5, renderDpi: 200 });
    const { width, height } = await sharp(page!.image!).metadata();
    expect([width, height]).toEqual([600, 8_000]);
  });
});

/**
 * A letter page that draws, two inches a side, a black picture of `side` × `side` pixels: deflated, a
 * picture of 144 million pixels is a few hundred kilobytes of PDF.
 */
const pageWithPicture = (side: number): Promise<Buffer> =>
  pdfkitPdf({ size: 'LETTER', margin: 0 }, (doc) => {
    const picture = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Width: side,
      Height: side,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceGray',
      Filter: 'FlateDecode',
    });
    picture.end(deflateSync(Buffer.alloc(side * side), { level: 9 }));
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects['Im1'] = picture;
    doc.addContent('q 144 0 0 144 72 72 cm /Im1 Do Q');
  });

const darkShare = async (png: Buffer): Promise<number> => {
  const { data } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length / data.length;
};

describe('readPdf on a page holding a picture too large to decode', () => {
  it('draws the page without that picture (it would take gigabytes to decode)', async () => {
    const [page] = await readPdf(await pageWithPicture(12_000), { maxPages: 5, renderDpi: 72 });
    expect(await darkShare(page!.image!)).toBe(0);
  });

  it('draws a picture of ordinary size where the page puts it', async () => {
    const [page] = await readPdf(await pageWithPicture(1_000), { maxPages: 5, renderDpi: 72 });
    // Two inches square on an 8.5 × 11 inch page.
    expect(await darkShare(page!.image!)).toBeCloseTo((2 * 2) / (8.5 * 11), 2);
  });
});

describe('readPdf on a PDF whose streams inflate to more than is read', () => {
  it('refuses it as FILE_TOO_LARGE before pdf.js holds it (600 MB of blanks in a file under 1 MB)', async () => {
    const pdf = await pdfOfCompressedBlanks('Harmony Music Studio  Total $168.99', 600);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    await expect(readPdf(pdf, { maxPages: 5, renderDpi: 200 })).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('reads the same page with a few megabytes of blanks', async () => {
    const [page] = await readPdf(await pdfOfCompressedBlanks('Harmony Music Studio  Total $168.99', 4), {
      maxPages: 5,
      renderDpi: 200,
    });
    expect(page!.text).toContain('Total $168.99');
  });
});
