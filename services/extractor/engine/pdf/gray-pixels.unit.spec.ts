import sharp from 'sharp';
import { grayFromRgba } from './gray-pixels';

const COLOURS = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [200, 100, 50],
  [30, 30, 30],
  [250, 245, 235],
] as const;

describe('a rendered PDF page in gray', () => {
  it('is grayed as the picture library grays a photo, so a page and a photo of it compare', async () => {
    const rgb = Buffer.from(COLOURS.flat());
    const photoGray = await sharp(rgb, { raw: { width: COLOURS.length, height: 1, channels: 3 } })
      .grayscale()
      .raw()
      .toBuffer();
    const rgba = Uint8Array.from(COLOURS.flatMap((colour) => [...colour, 255]));
    const pageGray = grayFromRgba(rgba, COLOURS.length, 1);
    COLOURS.forEach((_, i) => expect(Math.abs((pageGray.pixels[i] ?? 0) - (photoGray[i] ?? 0))).toBeLessThanOrEqual(1));
  });

  it('reads what is not opaque as over white paper', () => {
    expect(grayFromRgba(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 255]), 2, 1).pixels).toEqual(Uint8Array.from([255, 0]));
  });
});
