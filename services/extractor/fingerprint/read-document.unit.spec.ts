import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  contentBox,
  EXACT_IMAGE_BITS,
  hammingDistance,
  metadataSignals,
  NEAR_IMAGE_BITS,
  pageHash,
} from '../../../domain/duplicates';
import { openPdf, readPdf } from '../engine/pdf';
import { readDocument } from './read-document';

const WIDTH = 360;
const HEIGHT = 760;
/** Paper around the print, each side. */
const MARGIN = 60;

/** A receipt made with sharp: light paper, rows of dark "words" inside a wide margin. */
const receiptScan = (): Buffer => {
  let state = 7;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const words: string[] = [];
  for (let y = MARGIN; y < HEIGHT - MARGIN - 11; y += 22) {
    let x = MARGIN;
    const end = MARGIN + Math.floor((0.5 + next() / 2) * (WIDTH - 2 * MARGIN));
    while (x < end) {
      const word = 10 + Math.floor(next() * 50);
      words.push(`<rect x="${x}" y="${y}" width="${Math.min(word, WIDTH - MARGIN - x)}" height="11" fill="#222"/>`);
      x += word + 9;
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f0"/>${words.join('')}</svg>`,
  );
};

/** The receipt on a screen, photographed: in a dark frame, dimmer, turned by `degrees`, soft. */
const photoOfScreen = async (degrees: number): Promise<Buffer> => {
  const paper = await sharp(receiptScan()).linear(0.8, 25).png().toBuffer();
  const framed = await sharp({
    create: { width: WIDTH + 200, height: HEIGHT + 200, channels: 3, background: '#1c1c22' },
  })
    .composite([{ input: paper, left: 100, top: 100 }])
    .png()
    .toBuffer();
  return sharp(framed).rotate(degrees, { background: '#1c1c22' }).blur(0.8).jpeg({ quality: 70 }).toBuffer();
};

const boxOf = async (jpeg: Buffer) => {
  const [picture] = (await readDocument(jpeg, 'jpeg')).pictures;
  if (picture === undefined) throw new Error('no picture read');
  const box = contentBox(picture);
  // As fractions of the picture, so pictures of slightly different sizes compare.
  return [box.x0 / picture.width, box.x1 / picture.width, box.y0 / picture.height, box.y1 / picture.height];
};

describe('content box of a photographed screen', () => {
  it('is the print, not the border of the paper, when the photo is a degree off', async () => {
    const [straight, tilted] = await Promise.all([boxOf(await photoOfScreen(0)), boxOf(await photoOfScreen(1))]);
    // The paper's border lies 60 px (about 6 % of the picture) outside the print: a box that reached
    // it would be that far off; a degree's turn moves the print itself by about 1 %.
    tilted.forEach((side, i) => expect(Math.abs(side - (straight[i] ?? 0))).toBeLessThan(0.02));
  });
});

/** A one-page invoice made with pdfkit; `totalFont` sets the total's figure. */
const invoicePdf = async (totalFont: string): Promise<Buffer> => {
  const doc = new PDFDocument({ size: [220, 300], margin: 10 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica').fontSize(9);
  for (const [y, text] of ['CORNER BOOKS', '03/14/2026', 'Reading workbook   12.50', 'Pencils   3.25'].entries())
    doc.text(text, 10, 20 + y * 14);
  doc.text('TOTAL', 10, 90);
  doc.font(totalFont).text('15.75', 120, 90);
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

describe("a PDF's text layer", () => {
  it('gives a font warning when the total is set in a font nothing else uses, and none when it is not', async () => {
    const edited = await readDocument(await invoicePdf('Times-Roman'), 'pdf');
    expect(metadataSignals(edited.metadata)).toEqual([
      expect.objectContaining({ signal: 'font_mismatch', evidence: expect.stringContaining('"15.75"') as unknown }),
    ]);
    const plain = await readDocument(await invoicePdf('Helvetica'), 'pdf');
    expect(metadataSignals(plain.metadata)).toEqual([]);
  });
});

/** The photo put on a page of its own size, as a phone's "save as PDF" or a scanner does. */
const receiptPhoto = (): Promise<Buffer> => sharp(receiptScan()).jpeg({ quality: 85 }).toBuffer();

/** A photo as a PDF page, with text lines written over it (a text layer on a picture). */
const photoPdfWithText = async (photo: Buffer, lines: readonly string[], fontSize: number): Promise<Buffer> => {
  const doc = new PDFDocument({ size: [WIDTH / 2, HEIGHT / 2], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.image(photo, 0, 0, { width: WIDTH / 2, height: HEIGHT / 2 });
  for (const [row, line] of lines.entries()) doc.fontSize(fontSize).text(line, 10, 10 + row * (fontSize + 4));
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

const pdfOfPhoto = async (jpeg: Buffer): Promise<Buffer> => {
  const { width, height } = await sharp(jpeg).metadata();
  const doc = new PDFDocument({ size: [width / 2, height / 2], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.image(jpeg, 0, 0, { width: width / 2, height: height / 2 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

describe('a photo made into a PDF', () => {
  it('is hashed from the photo itself, so it matches the photo sent alone', async () => {
    const photo = await receiptPhoto();
    const [alone] = (await readDocument(photo, 'jpeg')).pictures;
    const [inPdf] = (await readDocument(await pdfOfPhoto(photo), 'pdf')).pictures;
    expect(inPdf).toEqual(alone);
    // A picture's page is hashed as the domain hashes any picture: its print box searched for in its pixels.
    expect((await readDocument(photo, 'jpeg')).pages).toEqual([pageHash(alone!)]);
  });

  it('with a text layer over it is rendered as the page shows, text and all', async () => {
    const photo = await receiptPhoto();
    const pdf = await photoPdfWithText(photo, ['CORNER BOOKS 03/14/2026 TOTAL 15.75'], 9);
    const [page] = (await readDocument(pdf, 'pdf')).pictures;
    const [alone] = (await readDocument(photo, 'jpeg')).pictures;
    // Drawn by pdf.js with the text on it, not the photo as it was sent.
    expect(page?.pixels).not.toEqual(alone?.pixels);
  });
});

describe('one PDF opened for the engine and the fingerprint', () => {
  it('reads the same as the PDF opened by the fingerprint alone, and stays open for its opener', async () => {
    const bytes = await invoicePdf('Times-Roman');
    const pdf = await openPdf(bytes);
    try {
      const pages = await readPdf(pdf, { maxPages: 5, renderDpi: 200 });
      const shared = await readDocument(bytes, 'pdf', pdf);
      const alone = await readDocument(bytes, 'pdf');
      expect(shared.pictures).toEqual(alone.pictures);
      expect(metadataSignals(shared.metadata)).toEqual(metadataSignals(alone.metadata));
      expect(pages[0]?.layout.lines.map((line) => line.text)).toContain('15.75');
      // Still open: the engine may read it again after the fingerprint.
      expect((await readPdf(pdf, { maxPages: 5, renderDpi: 200 }))[0]?.text).toContain('TOTAL');
    } finally {
      await pdf.close();
    }
  });
});

const ORDER_LINES = [
  'RIVERSIDE LEARNING SUPPLY',
  'Order 10442   03/14/2026',
  'Phonics reader set        24.00',
  'Math manipulatives kit    38.50',
  'Science lab notebook       6.25',
  'Colored pencils (24)       7.99',
  'Subtotal                  76.74',
  'Sales tax                  4.60',
  'TOTAL                     81.34',
];

/**
 * An order printout made with pdfkit, its lines at fixed places: `byWord` sets each word as a run of
 * its own (as another PDF writer, or printing to PDF again, splits the same text), `title` differs
 * as a re-saved file's information does.
 */
const orderPdf = async (lines: readonly string[], options: { byWord: boolean; title: string }): Promise<Buffer> => {
  const doc = new PDFDocument({ size: [230, 400], margin: 10, info: { Title: options.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Courier').fontSize(8);
  lines.forEach((line, row) => {
    const y = 20 + row * 16;
    if (!options.byWord) {
      doc.text(line, 12, y, { lineBreak: false });
      return;
    }
    let x = 12;
    for (const word of line.split(/(\s+)/)) {
      if (word.trim() !== '') doc.text(word, x, y, { lineBreak: false });
      x += doc.widthOfString(word);
    }
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

describe('a PDF that prints text alone', () => {
  const hashOf = async (bytes: Buffer) => {
    const [page] = (await readDocument(bytes, 'pdf')).pages;
    if (page === undefined) throw new Error('no page read');
    return page.hash;
  };

  it('hashes the same when the same text in the same places is written again in other runs', async () => {
    const first = await hashOf(await orderPdf(ORDER_LINES, { byWord: false, title: 'order' }));
    const again = await hashOf(await orderPdf(ORDER_LINES, { byWord: true, title: 'order (printed again)' }));
    expect(hammingDistance(first, again)).toBeLessThanOrEqual(EXACT_IMAGE_BITS);
  });

  it('is drawn from its text layer at the size of the rendered page, unless the file holds a picture', async () => {
    const pdf = await openPdf(await orderPdf(ORDER_LINES, { byWord: false, title: 'order' }));
    try {
      const drawn = await pdf.textPicture(1, 256);
      const rendered = await pdf.grayPicture(1, 256);
      expect([drawn?.width, drawn?.height]).toEqual([rendered.width, rendered.height]);
    } finally {
      await pdf.close();
    }
    const withPhoto = await openPdf(await photoPdfWithText(await receiptPhoto(), ORDER_LINES, 8));
    try {
      expect(await withPhoto.textPicture(1, 256)).toBeNull();
    } finally {
      await withPhoto.close();
    }
  });

  it('hashes another order of another layout far from this one', async () => {
    const other = [...ORDER_LINES.slice(0, 2), ...ORDER_LINES.slice(6)];
    const first = await hashOf(await orderPdf(ORDER_LINES, { byWord: false, title: 'order' }));
    const second = await hashOf(await orderPdf(other, { byWord: false, title: 'order' }));
    expect(hammingDistance(first, second)).toBeGreaterThan(NEAR_IMAGE_BITS);
  });
});
