import type { JobView } from '../../domain/jobs';

export type SaveOutcome = 'saved' | 'conflict';

/** The jobs read model. `save` is a compare-and-set on the view's previous version. */
export interface JobsStore {
  get(jobId: string): Promise<JobView | null>;
  /** Another tenant's job reads as absent, so its existence is not leaked. */
  getForTenant(tenantId: string, jobId: string): Promise<JobView | null>;
  save(view: JobView, expectedVersion: number | null): Promise<SaveOutcome>;
  /** The stored views of these jobs; jobs with none are left out. */
  getMany(jobIds: readonly string[]): Promise<Map<string, JobView>>;
  /**
   * Writes views in one bulk write, each view only if its version is above the stored one: a view at or
   * below the stored version changes nothing, so writing a batch again is harmless. Returns the jobs whose
   * stored view was newer and was kept.
   */
  saveMany(views: readonly JobView[]): Promise<ReadonlySet<string>>;
  /** Inserts first views in bulk (a batch's items); views already there are kept as they are. */
  saveNew(views: readonly JobView[]): Promise<void>;
  ensureIndexes(): Promise<void>;
  /** Jobs queued or processing, and jobs finished since a moment: the inputs of the wait estimate. */
  queueStats(finishedSince: Date): Promise<QueueStats>;
  /** The tenant's jobs queued or processing. */
  countOpen(tenantId: string): Promise<number>;
  /** Retention: removes the tenant's jobs that finished before `before` (never open ones); returns how many. */
  purgeFinished(tenantId: string, before: Date): Promise<number>;
}

export type QueueStats = Readonly<{ open: number; finishedSince: number; avgDurationMs: number | null }>;
