import type { EventMetadata } from '../events';
import {
  finishedSequence,
  JOB_EVENT_SCHEMA_VERSION,
  type ClaimReviewed,
  type JobView,
  type ReviewDecision,
} from '../jobs';
import type { ReviewState } from './review-state';

/** After this long a decision whose event never reached the log (its gateway died) no longer holds the stream. */
export const REVIEW_WRITE_TIMEOUT_MS = 10_000;

/**
 * The most decisions one claim takes. Each one adds a line (its note up to 2,000 characters) to the job's
 * trail, which is kept whole in the job's view: a client posting decisions in a loop would otherwise grow it
 * past what one document holds, and the view would stop following the job's events.
 */
export const MAX_DECISIONS_PER_CLAIM = 100;

export type DecideReview = Readonly<{
  /** The claim's job as last read: only its status and its outcome's attempt are used. */
  job: Pick<JobView, 'jobId' | 'tenantId' | 'status' | 'attempts' | 'version'>;
  decision: ReviewDecision;
  note: string | null;
  reviewerKeyId: string;
  reviewerName: string;
  now: Date;
  causationId?: string | null;
}>;

export type ReviewVerdict =
  | Readonly<{ ok: true; event: ClaimReviewed; number: number }>
  | Readonly<{ ok: false; reason: 'NOT_COMPLETED'; status: JobView['status'] }>
  | Readonly<{ ok: false; reason: 'DECISION_IN_FLIGHT' }>
  | Readonly<{ ok: false; reason: 'TOO_MANY_DECISIONS' }>;

/**
 * Decides a review. Only a completed job can be reviewed (a failed one has no outcome to judge, an open
 * one none yet). Decision n on a claim takes the sequence after the job's outcome plus n, n counted on
 * the claim's own review stream (never from the jobs read model, which lags): two decisions in a row
 * get two sequences, in the order they were decided. While the stream's last decision is still being
 * written to the log, the next one is refused (its event could overtake the earlier one in the log).
 * Decisions recorded before the stream was kept show in the view's version, which is their floor. A claim
 * takes at most MAX_DECISIONS_PER_CLAIM; the last one stands.
 */
export const decideReview = (command: DecideReview, state: ReviewState): ReviewVerdict => {
  const { job, now } = command;
  if (job.status !== 'completed') return { ok: false, reason: 'NOT_COMPLETED', status: job.status };
  if (state.writingSince !== null && now.getTime() - Date.parse(state.writingSince) < REVIEW_WRITE_TIMEOUT_MS)
    return { ok: false, reason: 'DECISION_IN_FLIGHT' };
  const outcome = finishedSequence(job.attempts);
  const number = Math.max(state.decisions, job.version - outcome) + 1;
  if (number > MAX_DECISIONS_PER_CLAIM) return { ok: false, reason: 'TOO_MANY_DECISIONS' };
  const sequence = outcome + number;
  const eventId = `${job.jobId}:${sequence}`;
  const metadata: EventMetadata = {
    eventId,
    occurredAt: now.toISOString(),
    tenantId: job.tenantId,
    correlationId: job.jobId,
    causationId: command.causationId ?? null,
    schemaVersion: JOB_EVENT_SCHEMA_VERSION,
  };
  const { decision, note, reviewerKeyId, reviewerName } = command;
  return {
    ok: true,
    number,
    event: {
      type: 'ClaimReviewed',
      data: { jobId: job.jobId, sequence, reviewId: eventId, decision, note, reviewerKeyId, reviewerName },
      metadata,
    },
  };
};
