import { InMemoryAcceptedStore } from '../../../common/accepted/in-memory-accepted-store';
import { countItems, newBatch, type BatchItemState, type BatchState } from '../../../domain/batches';
import { InMemoryBatchesStore } from '../../../projections/batches/in-memory-batches-store';
import { batchItemState } from '../../../domain/batches/batch-fixtures.spec';
import { readBatchItems } from './read-batch';

const AT = new Date('2026-11-25T10:00:00Z');
const state = (chunksReceived: number[]): BatchState => ({
  batchId: 'bat_1',
  tenantId: 'tenant_a',
  batchType: 'receipt_extraction',
  totalItems: 4,
  concurrencyLimit: 2,
  chunkCount: 2,
  chunksReceived,
  webhookUrl: null,
  metadataJson: null,
  createdAt: AT.toISOString(),
  updatedAt: AT.toISOString(),
  released: 0,
  cancelRequestedAt: null,
  completedAt: null,
  lastProgressAt: null,
  lastProgressFinished: 0,
  version: 1,
});
const item = batchItemState;
const page = (status: BatchItemState['status'] | null = null) =>
  ({ tenantId: 'tenant_a', batchId: 'bat_1', status, afterIndex: -1, limit: 10 }) as const;

const setUp = async (chunksReceived: number[], held: BatchItemState[]) => {
  const batches = new InMemoryBatchesStore();
  const accepted = new InMemoryAcceptedStore();
  const batch = newBatch(state(chunksReceived), held);
  await accepted.addBatch(
    {
      record: { ...state([]), counts: countItems(newBatch(state([]), [])) },
      items: [0, 1, 2, 3].map((index) => ({ index, jobId: `job_${index}` })),
    },
    AT,
  );
  await batches.create(batch);
  return { batches, accepted };
};

describe('reading a batch’s items while its read model catches up', () => {
  it('lists every accepted item right after the batch is created, before its items are projected', async () => {
    const deps = await setUp([], []);
    const items = await readBatchItems(deps, page());
    expect(items.map((entry) => [entry.index, entry.status])).toEqual([
      [0, 'queued'],
      [1, 'queued'],
      [2, 'queued'],
      [3, 'queued'],
    ]);
  });

  it('shows the read model’s status for the items it holds and queued for the rest', async () => {
    const deps = await setUp([0], [item(0, 'completed'), item(1, 'processing')]);
    const items = await readBatchItems(deps, page());
    expect(items.map((entry) => [entry.index, entry.status])).toEqual([
      [0, 'completed'],
      [1, 'processing'],
      [2, 'queued'],
      [3, 'queued'],
    ]);
    expect((await readBatchItems(deps, page('queued'))).map((entry) => entry.index)).toEqual([2, 3]);
  });

  it('reads the read model alone once every chunk is in', async () => {
    const deps = await setUp(
      [0, 1],
      [item(0, 'completed'), item(1, 'completed'), item(2, 'failed'), item(3, 'queued')],
    );
    expect((await readBatchItems(deps, page('failed'))).map((entry) => entry.index)).toEqual([2]);
    expect(await readBatchItems(deps, page('processing'))).toEqual([]);
  });
});
