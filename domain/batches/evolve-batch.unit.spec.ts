import { jobCompleted, jobFailed, jobStarted } from '../jobs';
import { plainBatchItem, receiptBatchCreated, receiptBatchItemsAdded } from './batch-fixtures.spec';
import { batchCancelRequested } from './batch-event-factory';
import { countItems } from './batch-counts';
import type { Batch } from './batch-state';
import { decideBatch } from './decide-batch';
import { evolveBatch } from './evolve-batch';

const t0 = new Date('2026-11-21T10:00:00Z');
const policy = { everyPercent: 10, everyMs: 5_000 };
const item = (index: number) => plainBatchItem(index, `job_${index}`);
const created = receiptBatchCreated({ batchId: 'bat_1', totalItems: 5, concurrencyLimit: 2, chunkCount: 2 }, 't', t0);
const chunk0 = receiptBatchItemsAdded('bat_1', 0, [0, 1, 2].map(item), 't', t0);
const chunk1 = receiptBatchItemsAdded('bat_1', 1, [3, 4].map(item), 't', t0);
const cause = { tenantId: 't', eventId: 'x' };
const done = (index: number) =>
  jobCompleted(
    cause,
    { jobId: `job_${index}`, attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: 1 },
    t0,
  );
const fold = (events: Parameters<typeof evolveBatch>[1][], start: Batch | null = null): Batch | null =>
  events.reduce<Batch | null>((batch, event) => evolveBatch(batch, event).batch, start);
const released = (batch: Batch, count: number): Batch => ({ ...batch, state: { ...batch.state, released: count } });

describe("evolveBatch and decideBatch (the coordinator's pure core)", () => {
  it('releases items in order up to the concurrency limit, and one more per finished item', () => {
    const batch = fold([created, chunk0, chunk1])!;
    expect(decideBatch(batch, t0, policy)).toMatchObject({ release: [{ index: 0 }, { index: 1 }], released: 2 });
    const afterOne = fold([jobStarted(cause, 'job_0', 1, 'w', t0), done(0)], released(batch, 2))!;
    expect(decideBatch(afterOne, t0, policy)).toMatchObject({ release: [{ index: 2 }], released: 3, complete: false });
  });

  it('the same event twice gives the same batch and the same decision', () => {
    const once = fold([created, chunk0, chunk1, done(0)], null)!;
    const twice = fold([created, created, chunk0, chunk0, chunk1, done(0), done(0)], null)!;
    expect(twice).toEqual(once);
    expect(countItems(twice)).toEqual({ queued: 4, processing: 0, completed: 1, failed: 0, cancelled: 0 });
    expect(decideBatch(twice, t0, policy)).toEqual(decideBatch(once, t0, policy));
  });

  it('counts a late start after the outcome as nothing', () => {
    const batch = fold([created, chunk0, chunk1, done(0), jobStarted(cause, 'job_0', 1, 'w', t0)])!;
    expect(countItems(batch)).toMatchObject({ completed: 1, processing: 0 });
  });

  it('completes once every item is final, and only then', () => {
    let batch = released(fold([created, chunk0, chunk1])!, 5);
    batch = fold([done(0), done(1), done(2), done(3)], batch)!;
    expect(decideBatch(batch, t0, policy).complete).toBe(false);
    batch = fold(
      [
        jobFailed(
          cause,
          { jobId: 'job_4', attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: '404', durationMs: 1 },
          t0,
        ),
      ],
      batch,
    )!;
    expect(decideBatch(batch, t0, policy)).toMatchObject({ complete: true, progress: false, release: [] });
    expect(batch.items.get(4)).toMatchObject({ status: 'failed', error: 'FILE_UNREACHABLE: 404' });
  });

  it('cancels the items not released, and releases nothing more', () => {
    const batch = fold([batchCancelRequested('bat_1', 't', t0)], released(fold([created, chunk0, chunk1])!, 2))!;
    expect(countItems(batch)).toEqual({ queued: 2, processing: 0, completed: 0, failed: 0, cancelled: 3 });
    expect(decideBatch(batch, t0, policy).release).toEqual([]);
    expect(evolveBatch(batch, batchCancelRequested('bat_1', 't', t0)).changedItems).toEqual([]);
  });

  it('waits for missing chunks before it completes', () => {
    const batch = released(fold([created, chunk0, done(0), done(1), done(2)])!, 3);
    expect(decideBatch(batch, t0, policy).complete).toBe(false);
  });

  it('reports progress every 10 % or after 5 s', () => {
    const big = receiptBatchCreated({ batchId: 'bat_1', totalItems: 20, concurrencyLimit: 20, chunkCount: 1 }, 't', t0);
    const items = receiptBatchItemsAdded(
      'bat_1',
      0,
      Array.from({ length: 20 }, (_, i) => item(i)),
      't',
      t0,
    );
    const batch = released(fold([big, items, done(0)])!, 20);
    expect(decideBatch(batch, t0, policy).progress).toBe(false);
    expect(decideBatch(batch, new Date(t0.getTime() + 5_000), policy).progress).toBe(true);
    expect(decideBatch(fold([done(1)], batch)!, t0, policy).progress).toBe(true); // 2 of 20 = 10 %
  });
});
