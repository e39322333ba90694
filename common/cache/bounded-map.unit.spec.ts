import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('forgets the entry written longest ago once it is over capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3); // rewriting makes "a" the most recent
    map.set('c', 4);
    expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
    expect(map.get('a')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('refuses a capacity that could hold nothing', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
