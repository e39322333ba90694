import { runEnd, runsWithin, type RunLimit } from './runs-within';

const byLength: RunLimit<string> = { max: 5, weigh: (item) => item.length };
const byCount = (max: number): RunLimit<string> => ({ max, weigh: () => 1 });

describe('runsWithin', () => {
  it('cuts items into consecutive runs, in order, each within the limit', () => {
    expect(runsWithin(['ab', 'cd', 'e', 'fgh', 'ij'], [byLength])).toEqual([
      ['ab', 'cd', 'e'],
      ['fgh', 'ij'],
    ]);
  });

  it('holds every limit at once', () => {
    expect(runsWithin(['a', 'b', 'c', 'd', 'e'], [byLength, byCount(2)])).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('sends an item heavier than a limit alone rather than leaving it out', () => {
    expect(runsWithin(['a', 'toolongitem', 'b'], [byLength])).toEqual([['a'], ['toolongitem'], ['b']]);
  });

  it('gives no run for no items', () => {
    expect(runsWithin([], [byLength])).toEqual([]);
  });
});

describe('runEnd', () => {
  it('ends the run that begins at a given item, taking at least that item', () => {
    const items = ['abc', 'de', 'fghijk', 'l'];
    expect(runEnd(items, 0, [byLength])).toBe(2);
    expect(runEnd(items, 2, [byLength])).toBe(3);
    expect(runEnd(items, 3, [byLength])).toBe(4);
  });
});
