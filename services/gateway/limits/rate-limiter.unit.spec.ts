import { InMemoryLeaseStore } from './in-memory-lease-store';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  const now = new Date('2026-11-21T10:00:00.100Z');

  it('allows exactly the limit in a window across several gateway processes', async () => {
    const shared = new InMemoryLeaseStore();
    const gateways = [new RateLimiter(shared), new RateLimiter(shared), new RateLimiter(shared)];
    let allowed = 0;
    for (let request = 0; request < 90; request += 1) {
      if ((await gateways[request % 3]!.take('t', 20, now)).allowed) allowed += 1;
    }
    expect(allowed).toBe(20);
  });

  it('starts afresh in the next window and keeps tenants apart', async () => {
    const limiter = new RateLimiter(new InMemoryLeaseStore());
    for (let request = 0; request < 3; request += 1) await limiter.take('a', 3, now);
    expect((await limiter.take('a', 3, now)).allowed).toBe(false);
    expect((await limiter.take('b', 3, now)).allowed).toBe(true);
    expect((await limiter.take('a', 3, new Date(now.getTime() + 1000))).allowed).toBe(true);
  });

  it('reports what remains', async () => {
    const limiter = new RateLimiter(new InMemoryLeaseStore());
    expect(await limiter.take('a', 10, now)).toEqual({ allowed: true, limit: 10, remaining: 9 });
  });
});
