import type { JobPriority, JobType } from './job-requests';

export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** One line of a job's audit trail, as `GET /v1/jobs/{id}/events` shows it. */
export type JobTrailEntry = Readonly<{
  eventId: string;
  type: string;
  at: string;
  attempt: number | null;
  detail: string | null;
}>;

/** The latest decision a reviewer recorded on the job (ClaimReviewed). */
export type JobReview = Readonly<{
  reviewId: string;
  decision: import('./job-events').ReviewDecision;
  note: string | null;
  reviewedAt: string;
  reviewerName: string;
}>;

/** The read model of a job: what `GET /v1/jobs/{id}` answers from. */
export type JobView = Readonly<{
  jobId: string;
  tenantId: string;
  type: JobType;
  status: JobStatus;
  priority: JobPriority;
  attempts: number;
  /** The sequence of the last event applied; events at or below it are already part of this view. */
  version: number;
  queuedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  durationMs: number | null;
  result: unknown;
  /** Set on a failed job: the error's code (FILE_UNREACHABLE, CANCELLED…) and its human message. */
  errorCode: string | null;
  errorMessage: string | null;
  batchId: string | null;
  batchIndex: number | null;
  webhookUrl: string | null;
  metadata: Readonly<Record<string, unknown>> | null;
  fileSha256: string | null;
  pages: number | null;
  trail: readonly JobTrailEntry[];
  /** Absent or null until a reviewer decides; a later decision replaces an earlier one (the trail keeps both). */
  review?: JobReview | null;
}>;

export const isFinal = (status: JobStatus): boolean => status === 'completed' || status === 'failed';
