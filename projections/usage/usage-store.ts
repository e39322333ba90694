import type { UsageJob, UsageRecord, UsageTotal } from '../../domain/usage';

export type UsagePurged = Readonly<{ records: number; jobs: number }>;

/**
 * The usage read model: one record per billable fact, inserted once under its deterministic id and never
 * updated (a replayed event inserts the same id and changes nothing), and what usage remembers of each job's request.
 */
export interface UsageStore {
  ensureIndexes(): Promise<void>;
  /** Remembers jobs' requests; a job already remembered is kept as it is. */
  addJobs(jobs: readonly UsageJob[]): Promise<void>;
  job(jobId: string): Promise<UsageJob | null>;
  /** The remembered jobs among these, by id. */
  jobsByIds(jobIds: readonly string[]): Promise<Map<string, UsageJob>>;
  /** Records billable facts; a fact already recorded (same id) is kept as it is. */
  add(records: readonly UsageRecord[]): Promise<void>;
  /** The tenant's quantities summed by day and kind, from `from` to `to` (both `YYYY-MM-DD`, included). */
  sums(tenantId: string, from: string, to: string): Promise<UsageTotal[]>;
  /** Removes the records of days before `day` and the jobs requested before it. */
  purgeBefore(day: string): Promise<UsagePurged>;
}
