import type { JobView } from '../../domain/jobs';
import type { BatchRecord } from '../../domain/batches';

/** A batch's item as accepted: queued, with its job. */
export type AcceptedItem = Readonly<{ index: number; jobId: string }>;

/** A batch as the gateway accepted it: its first record and its items, all queued. */
export type AcceptedBatch = Readonly<{ record: BatchRecord; items: readonly AcceptedItem[] }>;

/**
 * What the gateway accepted, written only by the gateway (the read models have one writer each: their
 * projector or coordinator). A GET that misses the read model, because its writer has not caught up
 * with the log yet, answers from here, so a GET right after the 202 is never a 404. Records are
 * dropped after a while: by then the read models hold the jobs and batches.
 */
export interface AcceptedStore {
  ensureIndexes(): Promise<void>;
  addJobs(views: readonly JobView[], at: Date): Promise<void>;
  addBatch(batch: AcceptedBatch, at: Date): Promise<void>;
  /** Takes back a job whose event the log refused: it was never accepted. */
  dropJob(jobId: string): Promise<void>;
  /** Another tenant's job reads as absent, as in the read model. */
  job(tenantId: string, jobId: string): Promise<JobView | null>;
  batch(tenantId: string, batchId: string): Promise<AcceptedBatch | null>;
  /** Drops what was accepted before `before`; returns how many records. */
  purgeBefore(before: Date): Promise<number>;
  /** Retention: drops what the tenant had accepted before `before`, so purged work never answers from here. */
  purgeTenantBefore(tenantId: string, before: Date): Promise<number>;
}
