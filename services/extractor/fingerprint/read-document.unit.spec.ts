import sharp from 'sharp';
import { contentBox } from '../../../domain/duplicates';
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
