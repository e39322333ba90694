import type { Collection, Db } from 'mongodb';
import { MongoStore, duplicateWritesIn, isDuplicateKeyError } from '../../common/storage';
import {
  countItems,
  newBatch,
  type Batch,
  type BatchItemRequest,
  type BatchItemState,
  type BatchState,
} from '../../domain/batches';
import { batchesQueries } from './batches-queries';
import type { BatchRecord, BatchesPurged, BatchesStore, ItemPage, SaveOutcome } from './batches-store';
import { decodeStatus, encodeStatus } from './item-status-codes';

/**
 * The batch, with its items' statuses (one character each), job sequences and errors (by index). The
 * sequences are text, comma-separated in index order: the coordinator saves the whole document at every
 * change, and an array of a thousand numbers cost the database server 2.5 times as much to parse, diff
 * and log at each save as one string (docs/scaling-log.md). Batches saved before hold an array.
 */
type BatchDoc = BatchRecord & {
  _id: string;
  itemStatuses: string;
  itemVersions: string | number[];
  itemErrors: Record<string, string>;
};
/** What never changes about an item: written once, read back whole. The request is JSON text, so free-form keys stay safe. */
type ItemDoc = { _id: string; batchId: string; index: number; jobId: string; requestJson: string };

const itemId = (batchId: string, index: number): string => `${batchId}:${index}`;

const toBatchDoc = (batch: Batch): BatchDoc => {
  let itemStatuses = '';
  const versions: number[] = [];
  const itemErrors: Record<string, string> = {};
  for (let index = 0; index < batch.state.totalItems; index += 1) {
    const item = batch.items.get(index);
    itemStatuses += item === undefined ? '-' : encodeStatus(item.status);
    versions.push(item?.version ?? 0);
    if (item?.error) itemErrors[String(index)] = item.error;
  }
  return {
    _id: batch.state.batchId,
    ...batch.state,
    counts: countItems(batch),
    itemStatuses,
    itemVersions: versions.join(','),
    itemErrors,
  };
};

const versionsOf = (doc: BatchDoc): readonly number[] =>
  typeof doc.itemVersions === 'string' ? doc.itemVersions.split(',').map(Number) : doc.itemVersions;

const itemOf = (doc: BatchDoc, versions: readonly number[], item: ItemDoc): BatchItemState | null => {
  const status = decodeStatus(doc.itemStatuses[item.index]);
  if (status === null) return null;
  return {
    batchId: item.batchId,
    index: item.index,
    jobId: item.jobId,
    status,
    version: versions[item.index] ?? 1,
    error: doc.itemErrors[String(item.index)] ?? null,
    request: JSON.parse(item.requestJson) as BatchItemRequest,
  };
};

const stateOf = ({ _id, counts, itemStatuses, itemVersions, itemErrors, ...state }: BatchDoc): BatchState => state;

/**
 * Batches on the document database. One write per event, on the batch document: the hot path updates
 * only the small batches collection; item documents are inserted once and only read.
 */
export class MongoBatchesStore extends MongoStore implements BatchesStore {
  // `<base>` holds the batches, `<base>_items` their items: a rebuild builds both under a new base name.
  private readonly batches: Collection<BatchDoc> = this.collection();
  private readonly items: Collection<ItemDoc> = this.collection('items');

  constructor(db: Db, baseName = 'batches') {
    super(db, baseName, batchesQueries);
  }

  async create(batch: Batch): Promise<void> {
    try {
      await this.batches.insertOne(toBatchDoc(batch));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await this.addItems([...batch.items.values()]);
  }

  async load(batchId: string): Promise<Batch | null> {
    const doc = await this.batches.findOne({ _id: batchId });
    if (doc === null) return null;
    const items = await this.items.find({ batchId }).toArray();
    const versions = versionsOf(doc);
    return newBatch(
      stateOf(doc),
      items.map((item) => itemOf(doc, versions, item)).filter((item): item is BatchItemState => item !== null),
    );
  }

  async getForTenant(tenantId: string, batchId: string): Promise<BatchRecord | null> {
    const doc = await this.batches.findOne({ _id: batchId });
    if (doc === null || doc.tenantId !== tenantId) return null;
    return { ...stateOf(doc), counts: doc.counts };
  }

  async save(batch: Batch, newItems: readonly BatchItemState[], expectedVersion: number): Promise<SaveOutcome> {
    await this.addItems(newItems);
    const { _id, ...fields } = toBatchDoc(batch);
    const outcome = await this.batches.updateOne(
      { _id, version: expectedVersion },
      { $set: { ...fields, version: expectedVersion + 1 } },
    );
    return outcome.matchedCount === 1 ? 'saved' : 'conflict';
  }

  async listItems(page: ItemPage): Promise<BatchItemState[]> {
    const doc = await this.batches.findOne({ _id: page.batchId });
    if (doc === null || doc.tenantId !== page.tenantId) return [];
    const items = await this.items
      .find({ batchId: page.batchId, index: { $gt: page.afterIndex } })
      .sort({ index: 1 })
      .toArray();
    const versions = versionsOf(doc);
    return items
      .map((item) => itemOf(doc, versions, item))
      .filter((item): item is BatchItemState => item !== null && (page.status === null || item.status === page.status))
      .slice(0, page.limit);
  }

  private async addItems(items: readonly BatchItemState[]): Promise<void> {
    if (items.length === 0) return;
    const docs = items.map((item): ItemDoc => ({
      _id: itemId(item.batchId, item.index),
      batchId: item.batchId,
      index: item.index,
      jobId: item.jobId,
      requestJson: JSON.stringify(item.request),
    }));
    try {
      await this.items.insertMany(docs, { ordered: false });
    } catch (error) {
      // Items already there (a coordinator's second pass) are fine; anything else is thrown.
      if (!isDuplicateKeyError(error)) duplicateWritesIn(error);
    }
  }

  /** Items first: a pass stopped half-way leaves the batch document, so the next pass finds it and finishes. */
  async purgeFinished(tenantId: string, before: Date): Promise<BatchesPurged> {
    const ended = await this.batches
      .find({ tenantId, completedAt: { $ne: null, $lt: before.toISOString() } }, { projection: { _id: 1 } })
      .toArray();
    if (ended.length === 0) return { batches: 0, items: 0 };
    const ids = ended.map((doc) => doc._id);
    const items = await this.items.deleteMany({ batchId: { $in: ids } });
    const batches = await this.batches.deleteMany({ _id: { $in: ids }, tenantId });
    return { batches: batches.deletedCount, items: items.deletedCount };
  }
}
