import { belongsTo, oldBase, rebuildBase, stampOf } from './projection-collections';

describe("a projection's collections", () => {
  it('are its base name and <base>_<suffix>, never its rebuilds or old copies', () => {
    expect(['batches', 'batches_items'].every((name) => belongsTo('batches', name))).toBe(true);
    expect(
      ['batches__rb20261121100000', 'batches__old20261121100000_items', 'batchesx', 'batch', 'usage_batches'].some(
        (name) => belongsTo('batches', name),
      ),
    ).toBe(false);
    expect(belongsTo(rebuildBase('batches', '20261121100000'), 'batches__rb20261121100000_items')).toBe(true);
    expect(belongsTo(oldBase('jobs', '20261121100000'), 'jobs__old20261121100000_during_switch_1')).toBe(true);
  });

  it("carry the rebuild's start time in their names", () => {
    expect(stampOf(new Date('2026-11-21T10:04:05.678Z'))).toBe('20261121100405');
  });
});
