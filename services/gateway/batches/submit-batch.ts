import type { EventLog } from '../../../common/events';
import { ServiceUnavailableError } from '../../../common/errors';
import type { Logger } from '../../../common/logging';
import type { Topics } from '../../../common/topics';
import {
  batchCreated, batchItemsAdded, chunkItems, evolveBatch, itemJobRequested, type Batch, type BatchCreated, type BatchItemRequest,
} from '../../../domain/batches';
import { evolveJob, type JobView } from '../../../domain/jobs';
import type { BatchesStore } from '../../../projections/batches';
import type { JobsStore } from '../../../projections/jobs';

export type SubmitBatchDeps = Readonly<{ eventLog: EventLog; topics: Topics; jobs: JobsStore; batches: BatchesStore; logger: Logger; now: () => Date }>;

const CHUNK = { maxItems: 100, maxBytes: 256 * 1024 };

/**
 * Records a batch: BatchCreated and its items (in chunks) on the batch's key, then the first read
 * models, so the batch, its items and every item's job are readable as soon as the 202 is sent. The
 * coordinator releases the items to the workers from those events.
 */
export const submitBatch = async (deps: SubmitBatchDeps, tenantId: string, data: Omit<BatchCreated['data'], 'chunkCount'>, items: readonly BatchItemRequest[]): Promise<Batch> => {
  const now = deps.now();
  const chunks = chunkItems(items, CHUNK);
  const created = batchCreated({ ...data, chunkCount: chunks.length }, tenantId, now);
  const added = chunks.map((chunk, index) => batchItemsAdded({ batchId: data.batchId, batchType: data.batchType, chunk: index, items: chunk }, tenantId, now));
  try {
    // One append per event: each stays a Kafka message of its own, far below the broker's size limit.
    for (const event of [created, ...added]) await deps.eventLog.append(deps.topics.jobs, data.batchId, [event]);
  } catch (error) {
    throw new ServiceUnavailableError('The event log', error);
  }
  const batch = [created, ...added].reduce<Batch | null>((current, event) => evolveBatch(current, event).batch, null)!;
  const first = { ...batch, state: { ...batch.state, chunksReceived: [] } }; // the coordinator records the chunks it has seen
  const views = items.map((item) => evolveJob(null, itemJobRequested(batch.state, item))).filter((view): view is JobView => view !== null);
  try {
    await Promise.all([deps.batches.create(first), deps.jobs.saveNew(views)]);
  } catch (error) {
    deps.logger.warn({ err: error, batchId: data.batchId, tenantId }, 'batch recorded in the log but its first views could not be written; the coordinator and projector will create them');
  }
  return batch;
};
