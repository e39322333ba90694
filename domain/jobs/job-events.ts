import type { ReviewDecision } from '../../contracts';
import type { Event } from '../events';
import type { JobPriority, JobType, ReceiptExtractionRequest, SubmissionAuditRequest } from './job-requests';

/**
 * The events of one job, in the order they happen. `sequence` grows with every event of the job
 * (requested = 1; attempt n starts at 2n and ends at 2n + 1), so projections can ignore anything they
 * have already applied and a late or repeated event never moves a job backwards.
 */
export type JobRequested = Event<
  'JobRequested',
  {
    jobId: string;
    sequence: 1;
    jobType: JobType;
    priority: JobPriority;
    receipt: ReceiptExtractionRequest | null;
    audit: SubmissionAuditRequest | null;
    webhookUrl: string | null;
    /** The caller's metadata, passed through unchanged; JSON because its keys are free-form. */
    metadataJson: string | null;
    batchId: string | null;
    batchIndex: number | null;
  }
>;

export type JobStarted = Event<'JobStarted', { jobId: string; sequence: number; attempt: number; workerId: string }>;

export type JobCompleted = Event<
  'JobCompleted',
  {
    jobId: string;
    sequence: number;
    attempt: number;
    /** The ReceiptExtractionResult or AuditResult as JSON: its shape evolves faster than the envelope. */
    resultJson: string;
    durationMs: number;
    fileSha256: string | null;
    pages: number | null;
  }
>;

export type JobFailed = Event<
  'JobFailed',
  { jobId: string; sequence: number; attempt: number; errorCode: string; errorMessage: string; durationMs: number }
>;

export type JobRetryScheduled = Event<
  'JobRetryScheduled',
  {
    jobId: string;
    sequence: number;
    attempt: number;
    nextAttempt: number;
    dueAt: string;
    errorCode: string;
    errorMessage: string;
  }
>;

export { REVIEW_DECISIONS, type ReviewDecision } from '../../contracts';

/**
 * A person's decision on a completed job, after the machine's outcome. Its sequence follows the
 * job's last event, so a decision can be revised (a later review has a higher sequence).
 */
export type ClaimReviewed = Event<
  'ClaimReviewed',
  {
    jobId: string;
    sequence: number;
    reviewId: string;
    decision: ReviewDecision;
    note: string | null;
    reviewerKeyId: string;
    reviewerName: string;
  }
>;

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
