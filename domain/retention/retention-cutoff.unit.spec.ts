import { retentionCutoff, usageCutoffDay } from './retention-cutoff';

describe('retention cutoffs', () => {
  const now = new Date('2026-11-21T10:30:00Z');

  it('purges what finished more than retentionDays whole days ago', () => {
    expect(retentionCutoff(90, now)?.toISOString()).toBe('2026-08-23T10:30:00.000Z');
    expect(retentionCutoff(1, now)?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
  });

  it('purges nothing for a retention that is not a positive whole number', () => {
    expect([0, -5, 1.5, Number.NaN].map((days) => retentionCutoff(days, now))).toEqual([null, null, null, null]);
  });

  it('keeps usage by whole UTC days', () => {
    expect(usageCutoffDay(400, now)).toBe('2025-10-17');
    expect(usageCutoffDay(1, new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-20');
  });
});
