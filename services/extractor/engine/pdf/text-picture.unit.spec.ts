import { textPicture } from './text-picture';
import type { PdfTextItem, PdfViewport } from './text-items';

const viewport: PdfViewport = {
  width: 20,
  height: 20,
  transform: [1, 0, 0, 1, 0, 0],
  convertToViewportPoint: (x, y) => [x, y],
};
const run = (str: string, x: number, y: number, size = 2): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: size * str.length,
  height: size,
});

describe('a page drawn from its text layer', () => {
  const picture = textPicture([run('A', 1, 1), run('  ', 8, 8), run('B', 15, 15)], viewport, 20, 20);
  const at = (x: number, y: number) => picture.pixels[y * 20 + x];

  it('inks each character where the page prints it, in far corners alike, and leaves the rest white', () => {
    expect(at(2, 2)).toBeLessThan(255);
    expect(at(16, 16)).toBeLessThan(255);
    expect(at(9, 9)).toBe(255); // the blank run draws nothing
    expect(at(0, 19)).toBe(255);
    expect(picture.pixels.filter((value) => value < 255).length).toBeGreaterThan(2);
  });

  it("says where the print is, from the first character's block to the last's", () => {
    expect(picture.printBox).toEqual({ x0: 1, y0: 1, x1: 17, y1: 17 });
  });

  it('is all white, with the whole page as its print box, when the text layer has no ink', () => {
    const blank = textPicture([run(' ', 5, 5)], viewport, 20, 20);
    expect(blank.pixels.every((value) => value === 255)).toBe(true);
    expect(blank.printBox).toEqual({ x0: 0, y0: 0, x1: 20, y1: 20 });
  });
});
