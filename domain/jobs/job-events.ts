import type { EventData } from '../../contracts';
import type { Event } from '../events';
import type { ReceiptExtractionRequest, SubmissionAuditRequest } from './job-requests';

/**
 * The events of one job, in the order they happen. `sequence` grows with every event of the job
 * (requested = 1; attempt n starts at 2n and ends at 2n + 1), so projections can ignore anything they
 * have already applied and a late or repeated event never moves a job backwards.
 */
export type JobRequested = Event<
  'JobRequested',
  Omit<EventData<'JobRequested'>, 'sequence' | 'receipt' | 'audit'> & {
    sequence: 1;
    // The domain reads the requests' student candidates more leniently than the wire declares them.
    receipt: ReceiptExtractionRequest | null;
    audit: SubmissionAuditRequest | null;
  }
>;
export type JobStarted = Event<'JobStarted', EventData<'JobStarted'>>;
export type JobCompleted = Event<'JobCompleted', EventData<'JobCompleted'>>;
export type JobFailed = Event<'JobFailed', EventData<'JobFailed'>>;
export type JobRetryScheduled = Event<'JobRetryScheduled', EventData<'JobRetryScheduled'>>;

export { REVIEW_DECISIONS, type ReviewDecision } from '../../contracts';

/**
 * A person's decision on a completed job, after the machine's outcome. Its sequence follows the
 * job's outcome, so a decision can be revised (a later review has a higher sequence; domain/reviews).
 */
export type ClaimReviewed = Event<'ClaimReviewed', EventData<'ClaimReviewed'>>;

export type JobEvent = JobRequested | JobStarted | JobCompleted | JobFailed | JobRetryScheduled | ClaimReviewed;
export type JobEventType = JobEvent['type'];

export const JOB_EVENT_TYPES: readonly JobEventType[] = [
  'JobRequested',
  'JobStarted',
  'JobCompleted',
  'JobFailed',
  'JobRetryScheduled',
  'ClaimReviewed',
];

export const startedSequence = (attempt: number): number => 2 * attempt;
export const finishedSequence = (attempt: number): number => 2 * attempt + 1;
