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

  it('keeps what a map that evicts by a fresh walk from the oldest would keep, over writes, rewrites, deletes and clears', () => {
    const capacity = 50;
    const map = new BoundedMap<number, number>(capacity);
    const model = new Map<number, number>();
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let step = 0; step < 20_000; step += 1) {
      const key = random(200);
      const roll = random(100);
      if (roll < 80) {
        map.set(key, step);
        model.delete(key);
        model.set(key, step);
        if (model.size > capacity) model.delete(model.keys().next().value as number);
      } else if (roll < 99) {
        map.delete(key);
        model.delete(key);
      } else {
        map.clear();
        model.clear();
      }
      if (step % 97 === 0) for (let probe = 0; probe < 200; probe += 1) expect(map.get(probe)).toBe(model.get(probe));
    }
    expect(map.size).toBe(model.size);
  });

  it('refuses a capacity that could hold nothing', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
