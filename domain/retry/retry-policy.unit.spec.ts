import { retryDelayMs } from './retry-policy';

const MIDDLE = 0.5; // a draw that spreads a delay by nothing

describe('retryDelayMs (the one retry policy)', () => {
  it('doubles from the base and stops at the cap', () => {
    const policy = { baseMs: 200, maxMs: 1_000, jitterRatio: 0 };
    expect([1, 2, 3, 4, 5, 60].map((retry) => retryDelayMs(policy, retry, MIDDLE))).toEqual([
      200, 400, 800, 1_000, 1_000, 1_000,
    ]);
  });

  it('grows by the factor where one is set', () => {
    const jobs = { baseMs: 300, maxMs: 60_000, factor: 4, jitterRatio: 0 };
    expect([1, 2, 3].map((retry) => retryDelayMs(jobs, retry, MIDDLE))).toEqual([300, 1_200, 4_800]);
  });

  it('spreads each delay by up to the jitter ratio either way', () => {
    const policy = { baseMs: 1_000, maxMs: 60_000, jitterRatio: 0.2 };
    expect([0, MIDDLE, 0.999999].map((random) => retryDelayMs(policy, 1, random))).toEqual([800, 1_000, 1_200]);
  });

  it('follows a fixed schedule where one is configured, and has no retry past its end', () => {
    const webhooks = {
      jitterRatio: 0.1,
      scheduleMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000],
    };
    expect([1, 2, 6].map((retry) => retryDelayMs(webhooks, retry, MIDDLE))).toEqual([5_000, 300_000, 36_000_000]);
    expect(retryDelayMs(webhooks, 2, 0)).toBe(270_000);
    expect(retryDelayMs(webhooks, 7, MIDDLE)).toBeNull();
  });
});
