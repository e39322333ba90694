import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { connectMongo } from '../storage';
import { countItems, evolveBatch } from '../../domain/batches';
import { receiptBatchCreated } from '../../domain/batches/batch-fixtures.spec';
import { evolveJob, jobRequested } from '../../domain/jobs';
import { testConfig } from '../../test/support/test-environment';
import { MongoAcceptedStore } from './mongo-accepted-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const accepted = new MongoAcceptedStore(mongo.db, 'accepted_int');
const at = new Date('2026-11-21T10:00:00Z');
const view = (jobId: string) =>
  evolveJob(
    null,
    jobRequested(
      {
        ...plainJobRequest(jobId),
        metadataJson: '{"$x":1}',
      },
      'tenant_a',
      at,
    ),
  )!;

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

describe('what the gateway accepted, on the real database', () => {
  beforeAll(() => accepted.ensureIndexes());

  it('reads a job back as accepted, to its own tenant only, and keeps the first record when one comes twice', async () => {
    await Promise.all([accepted.addJobs([view('job_a1'), view('job_a2')], at), accepted.addJobs([view('job_a1')], at)]);
    expect(await accepted.job('tenant_a', 'job_a1')).toEqual(view('job_a1'));
    expect(await accepted.job('tenant_b', 'job_a1')).toBeNull();
    expect(await accepted.job('tenant_a', 'job_none')).toBeNull();
  });

  it('keeps a batch with its items, and drops what is older than the cut-off', async () => {
    const created = receiptBatchCreated(
      { batchId: 'bat_a', totalItems: 1, concurrencyLimit: 1, chunkCount: 1 },
      'tenant_a',
      at,
    );
    const batch = evolveBatch(null, created).batch!;
    const record = { ...batch.state, counts: countItems(batch) };
    await accepted.addBatch({ record, items: [{ index: 0, jobId: 'job_a1' }] }, at);
    expect(await accepted.batch('tenant_a', 'bat_a')).toEqual({ record, items: [{ index: 0, jobId: 'job_a1' }] });
    expect(await accepted.purgeBefore(new Date(at.getTime() + 1))).toBe(3);
    expect(await accepted.job('tenant_a', 'job_a2')).toBeNull();
    expect(await accepted.batch('tenant_a', 'bat_a')).toBeNull();
  });

  it("drops a tenant's accepted work for retention, and no other tenant's", async () => {
    const other = { ...view('job_b1'), tenantId: 'tenant_b' };
    await accepted.addJobs([view('job_a3'), other], at);
    expect(await accepted.purgeTenantBefore('tenant_a', new Date(at.getTime() + 1))).toBe(1);
    expect(await accepted.job('tenant_a', 'job_a3')).toBeNull();
    expect(await accepted.job('tenant_b', 'job_b1')).toEqual(other);
  });
});
