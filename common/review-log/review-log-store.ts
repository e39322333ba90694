import type { ReviewRecord } from '../../domain/reviews';

/**
 * Each claim's review stream, written only by the gateway: one record per decision, numbered from 1.
 * `begin` is the compare-and-set (a unique insert of the number), so two decisions can never take the
 * same number; `written` marks a decision's event as being in the log, which frees the stream for the next.
 */
export interface ReviewLogStore {
  ensureIndexes(): Promise<void>;
  /** The claim's last decision, or null when none was recorded. */
  latest(jobId: string): Promise<ReviewRecord | null>;
  begin(jobId: string, tenantId: string, record: ReviewRecord): Promise<'saved' | 'conflict'>;
  /** The decision's event is in the log, or its write failed for good: either way the stream moves on. */
  written(jobId: string, number: number): Promise<void>;
  /** Retention: drops the tenant's decisions made before `before`. */
  purgeTenantBefore(tenantId: string, before: Date): Promise<number>;
}
