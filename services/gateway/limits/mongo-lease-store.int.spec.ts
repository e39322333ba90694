import { connectMongo } from '../../../common/storage';
import { testConfig } from '../../../test/support/test-environment';
import { MongoLeaseStore } from '../../../common/rate-leases';
import { RateLimiter } from './rate-limiter';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);

describe('rate limit shared through the real database', () => {
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('holds the limit exactly across gateway processes sending at the same moment', async () => {
    // Two stores with their own connections stand for two gateway processes.
    const other = connectMongo(config.mongo.url, config.mongo.database);
    try {
      const gateways = [new RateLimiter(new MongoLeaseStore(mongo.db)), new RateLimiter(new MongoLeaseStore(other.db))];
      const now = new Date('2026-11-21T10:00:00.500Z');
      const decisions = await Promise.all(
        Array.from({ length: 120 }, (_, index) => gateways[index % 2]!.take('tenant_r', 40, now)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(40);
    } finally {
      await other.close();
    }
  });

  it('purges windows that are over', async () => {
    const store = new MongoLeaseStore(mongo.db);
    expect(await store.claim('tenant_p', 1_000, 0)).toBe(true);
    expect(await store.claim('tenant_p', 5_000, 0)).toBe(true);
    expect(await store.purgeBefore(5_000)).toBe(1);
    expect(await store.claim('tenant_p', 1_000, 0)).toBe(true);
    expect(await store.claim('tenant_p', 5_000, 0)).toBe(false);
  });
});
