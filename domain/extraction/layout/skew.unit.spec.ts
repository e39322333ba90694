import { estimateSkew, levelled } from './skew';

const box = (x: number, y: number, width: number, height = 20) => ({ x, y, width, height });

describe('the skew of a page', () => {
  it('is the slope between neighbouring words of one line', () => {
    const skew = estimateSkew([box(20, 100, 40), box(80, 103, 60), box(20, 130, 40), box(80, 133, 60)]);
    expect(skew).toBeCloseTo(0.04, 2);
  });

  it('is 0 on a level page, and when the only pairs are a label and an amount far apart', () => {
    expect(estimateSkew([box(20, 100, 40), box(80, 100, 60), box(20, 130, 40), box(80, 130, 60)])).toBe(0);
    // 24.67 is a row up from TOTAL's own amount; pairing across the gap would measure a wrong slope.
    expect(estimateSkew([box(20, 130, 50), box(420, 122, 40), box(20, 102, 30)])).toBe(0);
  });

  it('levels a box by the skew at its centre', () => {
    expect(levelled(box(380, 150, 40), 0.05)).toEqual(box(380, 130, 40));
  });
});
