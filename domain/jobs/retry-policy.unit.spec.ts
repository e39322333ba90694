import { decideRetry } from './retry-policy';

describe('decideRetry', () => {
  const options = { maxAttempts: 3, backoffBaseMs: 1000 };
  it('backs off exponentially for transient failures until the attempts run out', () => {
    expect(decideRetry(1, { ...options, retriable: true })).toEqual({ retry: true, nextAttempt: 2, delayMs: 1000 });
    expect(decideRetry(2, { ...options, retriable: true })).toEqual({ retry: true, nextAttempt: 3, delayMs: 4000 });
    expect(decideRetry(3, { ...options, retriable: true })).toEqual({ retry: false });
  });
  it('never retries a permanent failure', () => {
    expect(decideRetry(1, { ...options, retriable: false })).toEqual({ retry: false });
  });
});
