import { textItemsToLines, type PdfTextItem, type PdfViewport } from './text-items';

// A letter-sized page at scale 1: PDF points, the origin moved from the bottom left to the top left.
const PAGE_HEIGHT = 792;
const viewport: PdfViewport = {
  width: 612,
  height: PAGE_HEIGHT,
  convertToViewportPoint: (x, y) => [x, PAGE_HEIGHT - y],
  transform: [1, 0, 0, -1, 0, PAGE_HEIGHT],
};

/** An item of `size`-point text whose baseline starts at (x, y) in PDF space. */
const item = (str: string, x: number, y: number, width: number, size: number): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
});

describe('textItemsToLines', () => {
  it('joins the items of one phrase and keeps a column of prices apart', () => {
    const lines = textItemsToLines(
      [item('Colored', 72, 700, 40, 10), item('pencils', 114.5, 700, 35, 10), item('6.49', 480, 700, 20, 10)],
      viewport,
    );

    expect(lines.map((line) => line.text)).toEqual(['Colored pencils', '6.49']);
    expect(lines[0]!.box).toEqual({ x: 72, y: 82, width: 77.5, height: 10 });
  });

  it('joins a taller word on the same baseline, and the words after it, into one phrase', () => {
    // The taller word moves the phrase's top up; the next word is measured against the first one's baseline.
    const lines = textItemsToLines(
      [
        item('Order', 72, 700, 30, 10),
        item('TOTAL', 106, 700, 40, 16),
        item('due', 148, 700.5, 18, 10),
        item('next line', 72, 680, 45, 10),
      ],
      viewport,
    );

    expect(lines.map((line) => line.text)).toEqual(['Order TOTAL due', 'next line']);
    expect(lines[0]!.box).toEqual({ x: 72, y: 76, width: 94, height: 16 });
  });

  it('passes over blank items and keeps whole-number and fractional coordinates alike', () => {
    const lines = textItemsToLines(
      [item(' ', 72, 700, 5, 10), item('Paid', 72.25, 640.75, 20.5, 9.5), item('Visa', 300, 640, 20, 10)],
      viewport,
    );

    expect(lines).toEqual([
      { text: 'Paid', box: { x: 72.3, y: 141.8, width: 20.5, height: 9.5 }, confidence: 1 },
      { text: 'Visa', box: { x: 300, y: 142, width: 20, height: 10 }, confidence: 1 },
    ]);
  });
});
