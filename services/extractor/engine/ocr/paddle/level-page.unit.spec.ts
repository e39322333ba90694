import { levelPage } from './level-page';

const page = (width: number, height: number) => ({ data: Buffer.alloc(width * height, 255), width, height });
const box = (x: number, y: number, width: number, height = 20) => ({ x, y, width, height });
// Two lines of two words each, running down 0.05 px per px (about 3°) or level.
const words = (slope: number) => [
  box(20, 100, 40),
  box(80, 100 + 70 * slope, 60),
  box(20, 140, 40),
  box(80, 140 + 70 * slope, 60),
];

describe('levelling a skewed page for OCR', () => {
  it('leaves a level or barely skewed page as given', async () => {
    expect(await levelPage(page(400, 300), words(0))).toBeNull();
    expect(await levelPage(page(400, 300), words(0.01))).toBeNull();
  });

  it('turns a photo taken 3° askew level, and places what is found on it back on the page as given', async () => {
    const level = await levelPage(page(400, 300), words(0.05));
    expect(level).not.toBeNull();
    const { image, toGiven } = level!;
    // The turned page is larger, to hold its corners.
    expect(image.width).toBeGreaterThan(400);
    expect(image.height).toBeGreaterThan(300);
    // The centre stays the centre; a point right of it on the level page lies lower on the given one.
    const centred = toGiven(box(image.width / 2 - 10, image.height / 2 - 10, 20));
    expect(centred.x).toBeCloseTo(190, 5);
    expect(centred.y).toBeCloseTo(140, 5);
    const right = toGiven(box(image.width / 2 + 90, image.height / 2 - 10, 20));
    expect(right.y - centred.y).toBeCloseTo(100 * Math.sin(Math.atan(0.05)), 5);
  });
});
