import { connectMongo } from '../storage';
import { testConfig } from '../../test/support/test-environment';
import { MongoIdempotencyStore } from './mongo-idempotency-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoIdempotencyStore(mongo.db);
const record = (fingerprint: string, createdAt = '2026-11-21T10:00:00.000Z') => ({
  scope: 'tenant',
  key: 'k1',
  fingerprint,
  createdAt,
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

  it('frees a released key and replaces an expired one only', async () => {
    await store.release('tenant', 'k1');
    expect(await store.claim(record('c'))).toEqual({ claimed: true });
    expect(await store.replaceExpired(record('d', '2026-11-22T11:00:00.000Z'), '2026-11-20T00:00:00.000Z')).toBe(false);
    expect(await store.replaceExpired(record('d', '2026-11-22T11:00:00.000Z'), '2026-11-22T00:00:00.000Z')).toBe(true);
    expect(await store.claim(record('x'))).toMatchObject({ claimed: false, existing: { fingerprint: 'd' } });
  });
});
