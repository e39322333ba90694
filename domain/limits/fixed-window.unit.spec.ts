import { leaseSize, limitsFor, secondsToReset, windowStart } from '.';

describe('rate-limit arithmetic', () => {
  it('cuts a window into about twenty slices', () => {
    expect(leaseSize(1)).toBe(1);
    expect(leaseSize(50)).toBe(3);
    expect(leaseSize(500)).toBe(25);
  });
  it('aligns windows on whole seconds and resets within one', () => {
    const now = new Date('2026-11-21T10:00:00.250Z');
    expect(windowStart(now)).toBe(Date.parse('2026-11-21T10:00:00.000Z'));
    expect(secondsToReset(now)).toBe(1);
  });
  it('lets a tenant override its plan field by field', () => {
    expect(limitsFor('standard', { requestsPerSecond: 5 })).toEqual({
      requestsPerSecond: 5,
      maxOpenJobs: 2000,
      highPriority: false,
    });
    expect(limitsFor('enterprise', null).highPriority).toBe(true);
  });
});
