import { connectMongo } from '../storage';
import { testConfig } from '../../test/support/test-environment';
import { MongoReviewLogStore } from './mongo-review-log-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const reviewLog = new MongoReviewLogStore(mongo.db, 'review_log_int');
const at = '2026-11-22T09:00:00.000Z';

beforeAll(async () => {
  await reviewLog.ensureIndexes();
});

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

describe("the claims' review streams, on the real database", () => {
  it('gives each number to one decision only, however many ask for it at once', async () => {
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => reviewLog.begin('job_race', 't_a', { number: 1, decidedAt: at, inLog: false })),
    );
    expect(outcomes.filter((outcome) => outcome === 'saved')).toHaveLength(1);
    expect(await reviewLog.latest('job_race')).toEqual({ number: 1, decidedAt: at, inLog: false });
  });

  it("answers a claim's last decision, and frees the stream once its event is in the log", async () => {
    expect(await reviewLog.latest('job_1')).toBeNull();
    for (const number of [1, 2, 3]) await reviewLog.begin('job_1', 't_a', { number, decidedAt: at, inLog: false });
    await reviewLog.written('job_1', 3);
    expect(await reviewLog.latest('job_1')).toEqual({ number: 3, decidedAt: at, inLog: true });
  });

  it("purges only the tenant's decisions made before the cutoff", async () => {
    await reviewLog.begin('job_old', 't_b', { number: 1, decidedAt: '2026-01-01T00:00:00.000Z', inLog: true });
    await reviewLog.begin('job_new', 't_b', { number: 1, decidedAt: at, inLog: true });
    expect(await reviewLog.purgeTenantBefore('t_b', new Date('2026-06-01T00:00:00Z'))).toBe(1);
    expect(await reviewLog.latest('job_old')).toBeNull();
    expect(await reviewLog.latest('job_new')).not.toBeNull();
  });
});
