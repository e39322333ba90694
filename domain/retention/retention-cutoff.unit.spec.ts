import { retentionCutoff, retentionCutoffs, usageCutoffDay } from './retention-cutoff';

describe('retention cutoffs', () => {
  const now = new Date('2026-11-21T10:30:00Z');

  it('purges what finished more than retentionDays whole days ago', () => {
    expect(retentionCutoff(90, now)?.toISOString()).toBe('2026-08-23T10:30:00.000Z');
    expect(retentionCutoff(1, now)?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
  });

  it('purges nothing for a retention that is not a positive whole number', () => {
    expect([0, -5, 1.5, Number.NaN].map((days) => retentionCutoff(days, now))).toEqual([null, null, null, null]);
  });

  it('gives every tenant its own cutoff, and leaves out a tenant whose retention cannot be read', () => {
    const cutoffs = retentionCutoffs(
      [
        { tenantId: 'a', retentionDays: 1 },
        { tenantId: 'b', retentionDays: 0 },
        { tenantId: 'c', retentionDays: 30 },
      ],
      400,
      now,
    );
    expect(cutoffs).toEqual({
      tenants: [
        { tenantId: 'a', before: new Date('2026-11-20T10:30:00Z') },
        { tenantId: 'c', before: new Date('2026-10-22T10:30:00Z') },
      ],
      usageBefore: '2025-10-17',
    });
  });

  it('keeps usage by whole UTC days', () => {
    expect(usageCutoffDay(400, now)).toBe('2025-10-17');
    expect(usageCutoffDay(1, new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-20');
  });
});
