import { loadInternalModule, patchOnce } from './patch-once';

describe('a dependency mended once a process', () => {
  it('applies the mend once, however often it is asked for', () => {
    const target = { calls: 0 };
    const mend = (t: { calls: number }) => {
      t.calls += 1;
    };
    patchOnce('test.once', target, mend);
    patchOnce('test.once', target, mend);
    expect(target.calls).toBe(1);
  });

  it('keeps two mends of one target apart by name', () => {
    const target = { calls: 0 };
    patchOnce('test.first', target, (t) => (t.calls += 1));
    patchOnce('test.second', target, (t) => (t.calls += 10));
    expect(target.calls).toBe(11);
  });

  it("loads a package's internal module by path, and answers null for a path that version lacks", () => {
    expect(loadInternalModule('kafkajs/src/network/requestQueue')).toEqual(expect.any(Function));
    expect(loadInternalModule('kafkajs/src/no/such/module')).toBeNull();
    expect(() => patchOnce('test.missing', null, () => {})).not.toThrow();
  });
});
