import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { solePicture } from './sole-picture';

const photo = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#e8e4dc' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="20" y="30" width="60" height="8"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

const pdfOf = async (draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> => {
  const doc = new PDFDocument({ size: [200, 300], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

describe('the one picture a PDF holds', () => {
  it('is the JPEG that was put in it, byte for byte', async () => {
    const jpeg = await photo(400, 600);
    const picture = solePicture(await pdfOf((doc) => doc.image(jpeg, 0, 0, { width: 200, height: 300 })));
    expect(picture).toEqual({ width: 400, height: 600, jpeg });
  });

  it('is none when the PDF holds two pictures, or none', async () => {
    const [a, b] = await Promise.all([photo(400, 600), photo(300, 300)]);
    const two = await pdfOf((doc) => {
      doc.image(a, 0, 0, { width: 200, height: 150 });
      doc.image(b, 0, 150, { width: 150, height: 150 });
    });
    expect(solePicture(two)).toBeNull();
    expect(solePicture(await pdfOf((doc) => doc.text('TOTAL 15.75', 10, 10)))).toBeNull();
  });

  it('is none when the picture is not a JPEG', async () => {
    const png = await sharp(await photo(400, 600))
      .png()
      .toBuffer();
    expect(solePicture(await pdfOf((doc) => doc.image(png, 0, 0, { width: 200, height: 300 })))).toBeNull();
  });
});
