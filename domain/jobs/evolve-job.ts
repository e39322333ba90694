import { metadataOf } from '../../contracts/caller-metadata';
import { errorLine } from '../errors';
import { assertNever } from '../events';
import type { JobEvent } from './job-events';
import { isFinal, type JobTrailEntry, type JobView } from './job-view';

/**
 * Folds one event into a job's view. Returns the view unchanged (the same object) when the event is
 * one the view already contains or an older one, which is what makes applying an event twice harmless.
 */
export const evolveJob = (view: JobView | null, event: JobEvent): JobView | null => {
  if (event.type !== 'JobRequested' && view === null) return null; // the start of the job has not been seen yet
  if (view !== null && event.data.sequence <= view.version) return view;
  // A job ends once: events after its outcome (an attempt started on a stale read) change nothing.
  // A reviewer's decision is the one event that comes after the outcome, by design.
  if (view !== null && isFinal(view.status) && event.type !== 'ClaimReviewed') return view;
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'JobRequested': {
      const { data, metadata } = event;
      return {
        jobId: data.jobId,
        tenantId: metadata.tenantId,
        type: data.jobType,
        status: 'queued',
        priority: data.priority,
        attempts: 0,
        version: data.sequence,
        queuedAt: at,
        startedAt: null,
        completedAt: null,
        durationMs: null,
        result: null,
        errorCode: null,
        errorMessage: null,
        batchId: data.batchId,
        batchIndex: data.batchIndex,
        webhookUrl: data.webhookUrl,
        metadata: metadataOf(data.metadataJson),
        fileSha256: null,
        pages: null,
        trail: [trailEntry(event, null, null)],
      };
    }
    case 'JobStarted':
      return withTrail(view!, event, `attempt ${event.data.attempt} on ${event.data.workerId}`, {
        status: 'processing',
        attempts: Math.max(view!.attempts, event.data.attempt),
        startedAt: at,
        errorCode: null,
        errorMessage: null,
      });
    case 'JobCompleted':
      return withTrail(view!, event, null, {
        status: 'completed',
        attempts: Math.max(view!.attempts, event.data.attempt),
        completedAt: at,
        durationMs: event.data.durationMs,
        result: JSON.parse(event.data.resultJson) as unknown,
        errorCode: null,
        errorMessage: null,
        fileSha256: event.data.fileSha256,
        pages: event.data.pages,
      });
    case 'JobFailed':
      return withTrail(view!, event, errorLine(event.data.errorCode, event.data.errorMessage), {
        status: 'failed',
        attempts: Math.max(view!.attempts, event.data.attempt),
        completedAt: at,
        durationMs: event.data.durationMs,
        errorCode: event.data.errorCode,
        errorMessage: event.data.errorMessage,
      });
    case 'JobRetryScheduled':
      return withTrail(
        view!,
        event,
        `${errorLine(event.data.errorCode, event.data.errorMessage)}; attempt ${event.data.nextAttempt} due ${event.data.dueAt}`,
        {
          status: 'queued',
          attempts: Math.max(view!.attempts, event.data.attempt),
        },
      );
    case 'ClaimReviewed': {
      const { reviewId, decision, note, reviewerName } = event.data;
      // Recorded only for completed jobs (decideReview); one that reached a job still open is ignored.
      if (view!.status !== 'completed') return view;
      return withTrail(view!, event, note === null ? decision : `${decision}: ${note}`, {
        review: { reviewId, decision, note, reviewedAt: at, reviewerName },
      });
    }
    default:
      return assertNever(event);
  }
};

const trailEntry = (event: JobEvent, attempt: number | null, detail: string | null): JobTrailEntry => ({
  eventId: event.metadata.eventId,
  type: event.type,
  at: event.metadata.occurredAt,
  attempt,
  detail,
});

const attemptOf = (event: Exclude<JobEvent, { type: 'JobRequested' }>): number | null =>
  event.type === 'ClaimReviewed' ? null : event.data.attempt;

const withTrail = (
  view: JobView,
  event: Exclude<JobEvent, { type: 'JobRequested' }>,
  detail: string | null,
  changes: Partial<JobView>,
): JobView => ({
  ...view,
  ...changes,
  version: event.data.sequence,
  trail: [...view.trail, trailEntry(event, attemptOf(event), detail)],
});
