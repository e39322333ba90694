import type { BatchStatus } from '../../domain/batches';
import type { JobStatus, JobType, ReviewDecision } from '../../domain/jobs';
import type { BatchEntry, DecisionCsvRow, Outcome, QueueEntry } from '../../domain/review-queue';

/** Which tenants a query covers: a list, or every tenant (a platform operator's key). */
export type TenantScope = readonly string[] | 'all';

export type JobQuery = Readonly<{
  tenants: TenantScope;
  status: JobStatus | null;
  outcome: Outcome | null;
  programKey: string | null;
  type: JobType | null;
  /** Queued at or after / before (ISO instants). */
  from: string | null;
  to: string | null;
  /** Matches the start of any word of the vendor / student name, case-insensitively. */
  vendor: string | null;
  student: string | null;
  reviewed: boolean | null;
  /** Newest first; the cursor is the last entry of the previous page. */
  after: Readonly<{ queuedAt: string; jobId: string }> | null;
  limit: number;
}>;

export type BatchQuery = Readonly<{
  tenants: TenantScope;
  status: BatchStatus | null;
  from: string | null;
  to: string | null;
  after: Readonly<{ createdAt: string; batchId: string }> | null;
  limit: number;
}>;

/** What the overview counts: finished jobs in a range of completion times. */
export type OutcomeFacts = Pick<QueueEntry, 'completedAt' | 'outcome' | 'flags'>;
/** A decided job, as the CSV export lists it. */
export type DecisionRow = DecisionCsvRow & { decision: ReviewDecision };

/**
 * The review console's read model: one entry per job and one per batch, with the fields the console
 * filters on lifted out of the results. Written only by its projector; job entries are guarded by
 * their version, batch entries are compare-and-set.
 */
export interface ReviewQueueStore {
  ensureIndexes(): Promise<void>;
  getJob(jobId: string): Promise<QueueEntry | null>;
  getJobs(jobIds: readonly string[]): Promise<ReadonlyMap<string, QueueEntry>>;
  /** Writes each entry unless the store already holds it at the same or a later version; returns the ids of those it kept. */
  saveJobs(entries: readonly QueueEntry[]): Promise<ReadonlySet<string>>;
  getBatch(batchId: string): Promise<BatchEntry | null>;
  saveBatch(entry: BatchEntry, expectedUpdatedAt: string | null): Promise<'saved' | 'conflict'>;
  listJobs(query: JobQuery): Promise<QueueEntry[]>;
  listBatches(query: BatchQuery): Promise<BatchEntry[]>;
  outcomes(tenants: TenantScope, from: string, to: string, max: number): Promise<OutcomeFacts[]>;
  decisions(tenants: TenantScope, from: string, to: string, max: number): Promise<DecisionRow[]>;
  /** Retention: removes the tenant's jobs and batches that ended before `before` (never open ones); returns the jobs removed. */
  purgeFinished(tenantId: string, before: Date): Promise<number>;
}
