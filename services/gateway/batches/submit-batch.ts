import { ServiceUnavailableError } from '../../../common/errors';
import {
  batchCreated,
  batchItemsAdded,
  chunkItems,
  countItems,
  evolveBatch,
  itemJobRequested,
  type Batch,
  type BatchCreated,
  type BatchItemRequest,
} from '../../../domain/batches';
import { evolveJob, type JobView } from '../../../domain/jobs';
import type { SubmitJobDeps } from '../jobs/submit-job';

/** A batch is accepted as a job is: on the log, then in the gateway's own accepted records. */
export type SubmitBatchDeps = SubmitJobDeps;

const CHUNK = { maxItems: 100, maxBytes: 256 * 1024 };

/**
 * Records a batch: BatchCreated and its items (in chunks) on the batch's key, then the gateway's own
 * accepted records, so the batch, its items and every item's job are readable as soon as the 202 is
 * sent, before the coordinator and the jobs projector (the read models' writers) have seen the events.
 * The coordinator releases the items to the workers from those events.
 */
export const submitBatch = async (
  deps: SubmitBatchDeps,
  tenantId: string,
  data: Omit<BatchCreated['data'], 'chunkCount'>,
  items: readonly BatchItemRequest[],
): Promise<Batch> => {
  const now = deps.now();
  const chunks = chunkItems(items, CHUNK);
  const created = batchCreated({ ...data, chunkCount: chunks.length }, tenantId, now);
  const added = chunks.map((chunk, index) =>
    batchItemsAdded({ batchId: data.batchId, batchType: data.batchType, chunk: index, items: chunk }, tenantId, now),
  );
  try {
    // Each event is a Kafka message of its own, far below the broker's size limit; the log sends them in as
    // few requests as that limit allows, in order (a batch of small items in one round trip, not one a chunk).
    await deps.eventLog.append(deps.topics.jobs, data.batchId, [created, ...added]);
  } catch (error) {
    throw new ServiceUnavailableError('The event log', error);
  }
  const batch = [created, ...added].reduce<Batch | null>((current, event) => evolveBatch(current, event).batch, null)!;
  const record = { ...batch.state, chunksReceived: [], counts: countItems(batch) };
  const views = items
    .map((item) => evolveJob(null, itemJobRequested(batch.state, item)))
    .filter((view): view is JobView => view !== null);
  try {
    await Promise.all([
      deps.accepted.addBatch({ record, items: items.map(({ index, jobId }) => ({ index, jobId })) }, now),
      deps.accepted.addJobs(views, now),
    ]);
  } catch (error) {
    deps.logger.warn(
      { err: error, batchId: data.batchId, tenantId },
      'batch recorded in the log but not as accepted; it reads as absent until the coordinator has it',
    );
  }
  return batch;
};
