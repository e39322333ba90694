import { progressLine } from './progress-bar';

describe('the progress line', () => {
  const base = { total: 40, completed: 0, failed: 0, processing: 20, startedAt: 0, now: 10_000 };

  it('shows no ETA before the first item has finished', () => {
    expect(progressLine(base, 10)).toBe(
      '[..........] 0/40 done (0 ok, 0 failed, 20 processing) · 0:10 elapsed · ETA –',
    );
  });

  it('estimates the time left from the rate so far', () => {
    expect(progressLine({ ...base, completed: 9, failed: 1, now: 20_000 }, 10)).toBe(
      '[###.......] 10/40 done (9 ok, 1 failed, 20 processing) · 0:20 elapsed · ETA 1:00',
    );
  });
});
