import type { EventMetadata } from '../events';
import { JOB_EVENT_SCHEMA_VERSION, type ClaimReviewed, type JobView, type ReviewDecision } from '../jobs';

export type ReviewCommand = Readonly<{
  decision: ReviewDecision;
  note: string | null;
  reviewerKeyId: string;
  reviewerName: string;
}>;

export type ReviewVerdict =
  | Readonly<{ ok: true; event: ClaimReviewed }>
  | Readonly<{ ok: false; reason: 'NOT_COMPLETED'; status: JobView['status'] }>;

/**
 * Decides a review: only a completed job can be reviewed (a failed one has no outcome to judge, an
 * open one none yet). The event's sequence follows the view's, so its id `<jobId>:<sequence>` is the
 * decision's id: a decision sent twice on the same view is the same event, and the projection keeps one.
 */
export const decideReview = (
  view: JobView,
  command: ReviewCommand,
  now: Date,
  causationId: string | null = null,
): ReviewVerdict => {
  if (view.status !== 'completed') return { ok: false, reason: 'NOT_COMPLETED', status: view.status };
  const sequence = view.version + 1;
  const eventId = `${view.jobId}:${sequence}`;
  const metadata: EventMetadata = {
    eventId,
    occurredAt: now.toISOString(),
    tenantId: view.tenantId,
    correlationId: view.jobId,
    causationId,
    schemaVersion: JOB_EVENT_SCHEMA_VERSION,
  };
  return {
    ok: true,
    event: { type: 'ClaimReviewed', data: { jobId: view.jobId, sequence, reviewId: eventId, ...command }, metadata },
  };
};
