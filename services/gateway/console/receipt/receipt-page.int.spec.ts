import sharp from 'sharp';
import { pdfkitPdf } from '../../../../test/fixtures/receipts/pdfkit-pdf';
import { startFileServer, type FileServer } from '../../../../test/support/file-server';
import { receiptPage } from './receipt-page';

const LIMITS = { maxBytes: 20 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3, allowedPrivateHosts: ['127.0.0.1'] };

/** A one-page PDF of `width` × `height` points with a line of text: a few hundred bytes whatever the size. */
const pdfOfSize = (width: number, height: number): Promise<Buffer> =>
  pdfkitPdf({ size: [width, height], margin: 0 }, (doc) => {
    doc.fontSize(12).text('Harmony Music Studio  Total $168.99', 10, 10);
  });

describe("the console's picture of a receipt's PDF page", () => {
  let files: FileServer;
  beforeAll(async () => {
    files = await startFileServer();
    files.put('/huge.pdf', await pdfOfSize(14_400, 14_400), 'application/pdf');
    files.put('/till.pdf', await pdfOfSize(216, 2_880), 'application/pdf');
  });
  afterAll(() => files.close());

  it('is drawn at the reader’s 200 dpi', async () => {
    const picture = await receiptPage(files.url('/till.pdf'), 1, LIMITS);
    expect(picture.contentType).toBe('image/png');
    const { width, height } = await sharp(picture.bytes).metadata();
    expect([width, height]).toEqual([600, 8_000]);
  });

  it('is refused as FILE_TOO_LARGE for a page whose drawing would not fit in memory, and the gateway goes on', async () => {
    await expect(receiptPage(files.url('/huge.pdf'), 1, LIMITS)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'page 1 of the PDF, drawn at 200 dpi, is 40000 × 40000 pixels; at most 80 million are read',
    });
    expect((await receiptPage(files.url('/till.pdf'), 1, LIMITS)).contentType).toBe('image/png');
  });
});
