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
    // (window + 2000):0 is the next window's slice claimed ahead; no claim goes back to the older window.
    expect(claims).toEqual([`${window}:0`, `${window + 1000}:0`, `${window + 2000}:0`, `${window + 1000}:1`]);
  });

  it('reports what remains', async () => {
    const limiter = new RateLimiter(new InMemoryLeaseStore());
    expect(await limiter.take('a', 10, now)).toEqual({ allowed: true, limit: 10, remaining: 9 });
  });

  it("claims the next window's first slice ahead, so the window opens without waiting on the store", async () => {
    const inner = new InMemoryLeaseStore();
    const claims: string[] = [];
    let hold: Promise<void> | null = null;
    const limiter = new RateLimiter({
      claim: async (tenantId, windowStart, slot) => {
        claims.push(`${windowStart}:${slot}`);
        if (hold !== null) await hold;
        return inner.claim(tenantId, windowStart, slot);
      },
    });
    const window = Date.parse('2026-11-21T10:00:00.000Z');
    await limiter.take('a', 100, now);
    await new Promise((resolve) => setImmediate(resolve));
    expect(claims).toEqual([`${window}:0`, `${window + 1000}:0`]);
    // The store stops answering: a request of the next window is still served from the slice claimed ahead.
    hold = new Promise<void>(() => {});
    expect(await limiter.take('a', 100, new Date(now.getTime() + 1000))).toEqual({
      allowed: true,
      limit: 100,
      remaining: 99,
    });
  });

  it('still allows exactly the limit per window across processes that claim ahead', async () => {
    const shared = new InMemoryLeaseStore();
    const gateways = [new RateLimiter(shared), new RateLimiter(shared), new RateLimiter(shared)];
    for (const second of [0, 1, 2]) {
      const at = new Date(now.getTime() + second * 1000);
      let allowed = 0;
      for (let request = 0; request < 90; request += 1) {
        if ((await gateways[request % 3]!.take('t', 20, at)).allowed) allowed += 1;
      }
      expect(allowed).toBe(20);
    }
  });

  it('serves the window normally when the claim ahead failed', async () => {
    const inner = new InMemoryLeaseStore();
    let failing = false;
    const limiter = new RateLimiter({
      claim: async (tenantId, windowStart, slot) => {
        if (failing) throw new Error('database down');
        return inner.claim(tenantId, windowStart, slot);
      },
    });
    failing = true;
    await expect(limiter.take('a', 10, now)).rejects.toThrow('database down');
    failing = false;
    expect((await limiter.take('a', 10, now)).allowed).toBe(true);
    failing = true;
    await new Promise((resolve) => setImmediate(resolve));
    failing = false;
    expect((await limiter.take('a', 10, new Date(now.getTime() + 1000))).allowed).toBe(true);
  });
});
