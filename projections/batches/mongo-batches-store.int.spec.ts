import { connectMongo } from '../../common/storage';
import { evolveBatch, type Batch } from '../../domain/batches';
import { jobCompleted, jobFailed } from '../../domain/jobs';
import { plainBatchItem, receiptBatchCreated, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';
import { testConfig } from '../../test/support/test-environment';
import { MongoBatchesStore } from './mongo-batches-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoBatchesStore(mongo.db);
const t0 = new Date('2026-11-21T10:00:00Z');
const item = (index: number) => plainBatchItem(index, `job_m${index}`, { metadataJson: '{"a.b":1}' });
const created = receiptBatchCreated(
  { batchId: 'bat_m', totalItems: 3, concurrencyLimit: 2, chunkCount: 1 },
  'tenant_m',
  t0,
);
const added = receiptBatchItemsAdded('bat_m', 0, [0, 1, 2].map(item), 'tenant_m', t0);
const cause = { tenantId: 'tenant_m', eventId: 'x' };

describe('batches read model on the real database (MongoDB wire)', () => {
  beforeAll(() => store.ensureIndexes());
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it("keeps a batch and its items' statuses, errors and requests, and counts them", async () => {
    let batch = [created, added].reduce<Batch | null>((current, event) => evolveBatch(current, event).batch, null)!;
    await store.create(batch);
    await store.create(batch); // the coordinator and the gateway may both create it
    batch = evolveBatch(
      batch,
      jobCompleted(
        cause,
        { jobId: 'job_m0', attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: 1 },
        t0,
      ),
    ).batch!;
    batch = evolveBatch(
      batch,
      jobFailed(
        cause,
        { jobId: 'job_m1', attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 404', durationMs: 1 },
        t0,
      ),
    ).batch!;
    expect(await store.save(batch, [], 0)).toBe('saved');
    const loaded = (await store.load('bat_m'))!;
    expect(loaded.state.version).toBe(1);
    expect([...loaded.items.values()].map((entry) => [entry.index, entry.status, entry.error])).toEqual([
      [0, 'completed', null],
      [1, 'failed', 'FILE_UNREACHABLE: GET returned 404'],
      [2, 'queued', null],
    ]);
    expect(loaded.items.get(2)!.request).toEqual(item(2));
    // A coordinator that loads the batch again must pass over the job events its items have already taken.
    expect([...loaded.items.values()].map((entry) => entry.version)).toEqual(
      [...batch.items.values()].map((entry) => entry.version),
    );
    expect(await store.getForTenant('tenant_m', 'bat_m')).toMatchObject({
      counts: { queued: 1, completed: 1, failed: 1 },
    });
    expect(await store.getForTenant('tenant_other', 'bat_m')).toBeNull();
  });

  it("reads the items' versions of a batch saved when they were kept as an array", async () => {
    await mongo.db.collection('batches').updateOne({ _id: 'bat_m' as never }, { $set: { itemVersions: [5, 4, 0] } });
    const loaded = (await store.load('bat_m'))!;
    expect([...loaded.items.values()].map((entry) => [entry.index, entry.version])).toEqual([
      [0, 5],
      [1, 4],
      [2, 0],
    ]);
    // Saved again, it is written in today's layout, with the same versions.
    expect(await store.save(loaded, [], loaded.state.version)).toBe('saved');
    const again = (await store.load('bat_m'))!;
    expect([...again.items.values()].map((entry) => entry.version)).toEqual([5, 4, 0]);
  });

  it('refuses a save based on a stale version (compare-and-set)', async () => {
    const loaded = (await store.load('bat_m'))!;
    const stored = loaded.state.version;
    expect(await store.save(loaded, [], stored - 1)).toBe('conflict');
    expect(await store.save(loaded, [], stored)).toBe('saved');
  });

  it('pages the items by index and filters them by status', async () => {
    const page = await store.listItems({
      tenantId: 'tenant_m',
      batchId: 'bat_m',
      status: null,
      afterIndex: 0,
      limit: 1,
    });
    expect(page.map((entry) => entry.index)).toEqual([1]);
    const failed = await store.listItems({
      tenantId: 'tenant_m',
      batchId: 'bat_m',
      status: 'failed',
      afterIndex: -1,
      limit: 10,
    });
    expect(failed.map((entry) => entry.jobId)).toEqual(['job_m1']);
  });
});
