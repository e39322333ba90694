import { distance, distanceWithin } from './approximate';

describe('edit distances', () => {
  it.each([
    ['KITTEN', 'SITTING', 3],
    ['COSTCO', 'COSTCO', 0],
    ['WALGREENS', 'IALGREENS', 1],
    ['', 'ABC', 3],
    ['ABC', '', 3],
    ['TARGET', 'TRAGET', 2],
  ])('from %s to %s is %i', (a, b, edits) => {
    expect(distance(a, b)).toBe(edits);
    expect(distance(b, a)).toBe(edits);
  });

  it.each([
    ['COSTCOWHOLESALE', 'OSTCOEWHOLESALE', 2],
    ['TARGET', 'SUPERTARGETX', 0],
    ['TARGET', 'SUPERTAGETX', 1],
    ['ABC', '', 3],
    ['', 'ANY', 0],
  ])('%s within %s takes %i', (key, text, edits) => {
    expect(distanceWithin(key, text)).toBe(edits);
  });
});
