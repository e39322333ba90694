import type { BatchItemStatus } from './batch-item';
import { batchItemState } from './batch-fixtures.spec';
import { BatchItems } from './batch-items';

const item = batchItemState;

const recount = (items: BatchItems): Record<BatchItemStatus, number> => {
  const counts = { queued: 0, processing: 0, completed: 0, failed: 0, cancelled: 0 };
  for (const held of items.values()) counts[held.status] += 1;
  return counts;
};

describe('a batch’s items', () => {
  it('holds items added out of order, in index order, across blocks', () => {
    const items = BatchItems.EMPTY.with([item(130), item(3), item(64), item(0)]);
    expect([...items.values()].map((held) => held.index)).toEqual([0, 3, 64, 130]);
    expect(items.size).toBe(4);
    expect(items.has(64)).toBe(true);
    expect(items.has(65)).toBe(false);
    expect(items.get(1_000)).toBeUndefined();
  });

  it('leaves the items it was made from as they were', () => {
    const before = BatchItems.EMPTY.with(Array.from({ length: 200 }, (_, index) => item(index)));
    const after = before.with([item(70, 'completed'), item(250)]);
    expect(before.get(70)?.status).toBe('queued');
    expect(before.has(250)).toBe(false);
    expect(before.size).toBe(200);
    expect(after.get(70)?.status).toBe('completed');
    expect(after.size).toBe(201);
    expect(after.get(5)).toBe(before.get(5));
  });

  it('counts each status as a pass over the items would, however often an item is replaced', () => {
    let items = BatchItems.EMPTY.with(Array.from({ length: 150 }, (_, index) => item(index)));
    const statuses: BatchItemStatus[] = ['processing', 'queued', 'processing', 'completed', 'failed', 'cancelled'];
    for (let step = 0; step < 600; step += 1)
      items = items.with([item((step * 37) % 150, statuses[step % statuses.length])]);
    items = items.with([item(3, 'failed'), item(3, 'failed')]);
    expect(items.counts).toEqual(recount(items));
    expect(items.size).toBe(150);
  });
});
