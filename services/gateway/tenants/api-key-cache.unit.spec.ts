import { createTenant, InMemoryTenantStore, issueApiKey } from '../../../common/tenants';
import { hashApiKey } from '../../../domain/tenants';
import { ApiKeyCache } from './api-key-cache';

/** A tenant store that counts key reads and can hold them until released. */
const setUp = async () => {
  const store = new InMemoryTenantStore();
  const start = new Date('2026-11-21T10:00:00.000Z');
  await createTenant(store, { tenantId: 't_a' }, start);
  const { apiKey, keyId } = await issueApiKey(store, { tenantId: 't_a' }, start);
  let reads = 0;
  let held: Promise<void> | null = null;
  const find = store.findApiKeyByHash.bind(store);
  store.findApiKeyByHash = async (hash) => {
    reads += 1;
    if (held !== null) await held;
    return find(hash);
  };
  let clock = start.getTime();
  const cache = new ApiKeyCache(store, () => new Date(clock));
  return {
    store,
    cache,
    hash: hashApiKey(apiKey),
    keyId,
    reads: () => reads,
    advance: (ms: number) => (clock += ms),
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
};

describe('ApiKeyCache', () => {
  it('reads a key once for many requests arriving together', async () => {
    const { cache, hash, reads } = await setUp();
    const keys = await Promise.all(Array.from({ length: 20 }, () => cache.findByHash(hash)));
    expect(keys.every((key) => key?.tenantId === 't_a')).toBe(true);
    expect(reads()).toBe(1);
  });

  it('answers from the kept key while a refresh runs, and refuses a key revoked elsewhere within 10 s', async () => {
    const { store, cache, hash, keyId, reads, advance, hold } = await setUp();
    await cache.findByHash(hash);
    await store.revokeApiKey('t_a', keyId, '2026-11-21T10:00:01.000Z');
    advance(6_000);
    const release = hold();
    // Past the refresh age the kept key answers at once; the read behind it is held.
    expect((await cache.findByHash(hash))?.revokedAt).toBeNull();
    expect(reads()).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.findByHash(hash))?.revokedAt).toBe('2026-11-21T10:00:01.000Z');
  });

  it('waits for a fresh read once the kept key is older than 10 s', async () => {
    const { store, cache, hash, keyId, advance } = await setUp();
    await cache.findByHash(hash);
    await store.revokeApiKey('t_a', keyId, '2026-11-21T10:00:01.000Z');
    advance(10_001);
    expect((await cache.findByHash(hash))?.revokedAt).toBe('2026-11-21T10:00:01.000Z');
  });

  it('keeps no unknown key, so a key issued meanwhile in another process works at once', async () => {
    const { store, cache, hash } = await setUp();
    const find = store.findApiKeyByHash.bind(store);
    let issued = false;
    store.findApiKeyByHash = async (wanted) => (issued ? find(wanted) : null);
    expect(await cache.findByHash(hash)).toBeNull();
    issued = true;
    expect((await cache.findByHash(hash))?.tenantId).toBe('t_a');
  });

  it('forgets a key revoked through this process at once', async () => {
    const { cache, hash, keyId, reads } = await setUp();
    await cache.findByHash(hash);
    cache.forgetKey(keyId);
    await cache.findByHash(hash);
    expect(reads()).toBe(2);
  });
});
