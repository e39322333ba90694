import { connectMongo } from '../storage';
import { testConfig } from '../../test/support/test-environment';
import { MongoIdempotencyStore } from './mongo-idempotency-store';
import { RELEASED, type IdempotencyRecord } from './idempotency-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoIdempotencyStore(mongo.db);
const record = (
  fingerprint: string,
  createdAt = '2026-11-21T10:00:00.000Z',
  lockedUntil = '2026-11-21T10:01:15.000Z',
): IdempotencyRecord => ({
  scope: 'tenant',
  key: 'k1',
  fingerprint,
  createdAt,
  seed: `seed-${fingerprint}`,
  lockedUntil,
  response: null,
});

describe('idempotency keys on the real database', () => {
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('lets one request claim a key, shows the holder to the next, and keeps its answer', async () => {
    expect(await store.claim(record('a'))).toEqual({ claimed: true });
    expect(await store.claim(record('b'))).toEqual({ claimed: false, existing: record('a') });
    await store.complete('tenant', 'k1', { status: 202, body: '{"jobId":"j"}', headers: { location: '/v1/jobs/j' } });
    const again = await store.claim(record('a'));
    expect(again).toMatchObject({ claimed: false, existing: { response: { status: 202, body: '{"jobId":"j"}' } } });
  });

  it('never hands an answered key over, and replaces an expired one only', async () => {
    await store.release('tenant', 'k1');
    const later = new Date('2026-11-21T12:00:00.000Z');
    expect(await store.takeOver('tenant', 'k1', 'a', later, new Date('2026-11-21T12:01:15.000Z'))).toBe(false);
    expect(await store.claim(record('x'))).toMatchObject({ claimed: false, existing: { response: { status: 202 } } });
    expect(await store.replaceExpired(record('d', '2026-11-22T11:00:00.000Z'), '2026-11-20T00:00:00.000Z')).toBe(false);
    expect(await store.replaceExpired(record('d', '2026-11-22T11:00:00.000Z'), '2026-11-22T00:00:00.000Z')).toBe(true);
    expect(await store.claim(record('x'))).toMatchObject({ claimed: false, existing: { fingerprint: 'd' } });
  });

  it('hands an unanswered key to a retry of the same request once its lock is over, seed and all', async () => {
    const held = record('e', '2026-11-23T10:00:00.000Z', '2026-11-23T10:01:15.000Z');
    await mongo.db.collection('idempotency_keys').deleteMany({});
    expect(await store.claim(held)).toEqual({ claimed: true });
    const during = new Date('2026-11-23T10:00:30.000Z');
    const after = new Date('2026-11-23T10:02:00.000Z');
    const nextLock = new Date('2026-11-23T10:03:15.000Z');
    expect(await store.takeOver('tenant', 'k1', 'e', during, nextLock)).toBe(false);
    expect(await store.takeOver('tenant', 'k1', 'other request', after, nextLock)).toBe(false);
    expect(await store.takeOver('tenant', 'k1', 'e', after, nextLock)).toBe(true);
    expect(await store.takeOver('tenant', 'k1', 'e', after, nextLock)).toBe(false);
    expect(await store.claim(record('e'))).toEqual({
      claimed: false,
      existing: { ...held, lockedUntil: nextLock.toISOString() },
    });
    await store.release('tenant', 'k1');
    expect(await store.claim(record('e'))).toEqual({ claimed: false, existing: { ...held, lockedUntil: RELEASED } });
    expect(await store.takeOver('tenant', 'k1', 'e', during, nextLock)).toBe(true);
  });
});
