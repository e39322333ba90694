import { InMemoryLeaseStore } from '../../../common/rate-leases';
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

  it('never goes back to an older window when a slow claim lets a request fall behind', async () => {
    const inner = new InMemoryLeaseStore();
    const claims: string[] = [];
    let release = () => {};
    const slowFirstClaim = new Promise<void>((resolve) => (release = resolve));
    const limiter = new RateLimiter({
      claim: async (tenantId, windowStart, slot) => {
        claims.push(`${windowStart}:${slot}`);
        if (claims.length === 1) await slowFirstClaim;
        return inner.claim(tenantId, windowStart, slot);
      },
    });
    const window = Date.parse('2026-11-21T10:00:00.000Z');
    const late = limiter.take('a', 2, now);
    expect((await limiter.take('a', 2, new Date(now.getTime() + 1000))).allowed).toBe(true);
    release();
    expect((await late).allowed).toBe(true);
    expect(claims).toEqual([`${window}:0`, `${window + 1000}:0`, `${window + 1000}:1`]);
  });

  it('reports what remains', async () => {
    const limiter = new RateLimiter(new InMemoryLeaseStore());
    expect(await limiter.take('a', 10, now)).toEqual({ allowed: true, limit: 10, remaining: 9 });
  });
});
