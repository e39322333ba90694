import { belongsTo, oldBase, rebuildBase, stampOf } from './projection-collections';

describe("a projection's collections", () => {
  it('are its base name and <base>_<suffix>, never its rebuilds or old copies', () => {
    expect(['jobs', 'jobs_open_0', 'jobs_open_7'].every((name) => belongsTo('jobs', name))).toBe(true);
    expect(
      ['jobs__rb20261121100000', 'jobs__old20261121100000_open_0', 'jobsx', 'job', 'usage_jobs'].some((name) =>
        belongsTo('jobs', name),
      ),
    ).toBe(false);
    expect(belongsTo(rebuildBase('jobs', '20261121100000'), 'jobs__rb20261121100000_open_3')).toBe(true);
    expect(belongsTo(oldBase('jobs', '20261121100000'), 'jobs__old20261121100000_during_switch_1')).toBe(true);
  });

  it("carry the rebuild's start time in their names", () => {
    expect(stampOf(new Date('2026-11-21T10:04:05.678Z'))).toBe('20261121100405');
  });
});
