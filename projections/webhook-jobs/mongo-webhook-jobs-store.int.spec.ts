import { connectMongo } from '../../common/storage';
import { evolveJob, jobCompleted, jobRequested, type JobView } from '../../domain/jobs';
import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { testConfig } from '../../test/support/test-environment';
import { MongoWebhookJobsStore } from './mongo-webhook-jobs-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoWebhookJobsStore(mongo.db);
const at = new Date('2026-11-21T10:00:00Z');

const requested = jobRequested(
  { ...plainJobRequest('job_h1'), webhookUrl: 'https://example.com/hook', metadataJson: '{"a.b":1}' },
  'tenant_h',
  at,
);
const completed = jobCompleted(
  { tenantId: 'tenant_h', eventId: requested.metadata.eventId },
  { jobId: 'job_h1', attempt: 1, resultJson: '{"total.amount":12}', durationMs: 5, fileSha256: null, pages: 1 },
  new Date('2026-11-21T10:00:02Z'),
);
const queued = evolveJob(null, requested) as JobView;
const done = evolveJob(queued, completed) as JobView;

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

describe("the notifier's record of webhook jobs on the real database", () => {
  beforeAll(() => store.ensureIndexes());

  it('keeps the newest view, keys with dots included: a late or repeated write changes nothing', async () => {
    await store.save(queued);
    await store.save(done);
    await store.save(queued);
    await store.save(done);
    expect(await store.get('job_h1')).toEqual(done);
    expect(await store.get('job_none')).toBeNull();
  });

  it("drops a tenant's finished jobs past the cut-off, never an open one", async () => {
    await store.save({ ...queued, jobId: 'job_h2' });
    expect(await store.purgeFinished('tenant_other', new Date('2026-11-22T00:00:00Z'))).toBe(0);
    expect(await store.purgeFinished('tenant_h', new Date('2026-11-22T00:00:00Z'))).toBe(1);
    expect(await store.get('job_h1')).toBeNull();
    expect(await store.get('job_h2')).not.toBeNull();
  });
});
