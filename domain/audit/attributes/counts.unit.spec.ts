import { readQuantity } from './counts';

describe('readQuantity', () => {
  it.each([
    ['Pelican paddle board 2-pack', 2],
    ['Qty 3 composition notebooks', 3],
    ['2 x soccer ball', 2],
    ['set of 4 dumbbells', 4],
    ["Charlotte's Web, 3 copies", 3],
  ])('reads %s as %d units', (text, n) => {
    expect(readQuantity(text)).toBe(n);
  });

  it('reads no count from a plain description', () => {
    expect(readQuantity('Soccer ball size 4')).toBeNull();
  });
});
