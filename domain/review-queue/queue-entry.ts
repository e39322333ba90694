import type { JobStatus, JobType, ReviewDecision } from '../jobs';

/** The machine's verdict in one word, for both job types: an audit's overallStatus, a receipt's completeness. */
export type Outcome = 'pass' | 'review' | 'fail';
export const OUTCOMES: readonly Outcome[] = ['pass', 'review', 'fail'];

/**
 * One job as the review console's queue lists it: the fields it filters, searches and charts on, lifted
 * out of the result (which the jobs read model keeps as opaque JSON). `version` is the job's last
 * applied sequence, as in the job's own view.
 */
export type QueueEntry = Readonly<{
  jobId: string;
  tenantId: string;
  type: JobType;
  status: JobStatus;
  version: number;
  queuedAt: string;
  completedAt: string | null;
  batchId: string | null;
  /** A receipt's file URL (the bytes are never kept; the console fetches the file again to show it). */
  fileUrl: string | null;
  programKey: string | null;
  vendor: string | null;
  studentName: string | null;
  amount: number | null;
  outcome: Outcome | null;
  flags: readonly string[];
  /** Lower-case words of the vendor and student names: a search matches the start of any word. */
  vendorWords: readonly string[];
  studentWords: readonly string[];
  decision: ReviewDecision | null;
  reviewNote: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
}>;

export const searchWords = (text: string | null): string[] =>
  text === null
    ? []
    : [
        ...new Set(
          text
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter((word) => word.length > 0),
        ),
      ];
