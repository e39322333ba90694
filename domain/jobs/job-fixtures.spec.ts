// Shared by the job specs (not itself a test file): requests with only what a test cares about.
import { jobCompleted, jobRequested, jobStarted } from './job-event-factory';
import type { JobCompleted, JobRequested, JobStarted } from './job-events';
import type { ReceiptExtractionRequest } from './job-requests';

/** The data of a plain receipt job's JobRequested: no file details, audit, webhook, metadata or batch. */
export const plainJobRequest = (jobId: string): Omit<JobRequested['data'], 'sequence'> => ({
  jobId,
  jobType: 'receipt_extraction',
  priority: 'standard',
  receipt: null,
  audit: null,
  webhookUrl: null,
  metadataJson: null,
  batchId: null,
  batchIndex: null,
});

/** A request to read the receipt at `fileUrl`: no file name or type, categorization, program, students or fast mode unless given. */
export const receiptRequest = (
  fileUrl: string,
  changes: Partial<ReceiptExtractionRequest> = {},
): ReceiptExtractionRequest => ({
  fileUrl,
  fileName: null,
  fileType: null,
  categorizeItems: false,
  programKey: null,
  studentCandidates: [],
  fastMode: false,
  ...changes,
});

/** A job's events when its one attempt completes: requested, started by worker `w`, completed (with `completion`'s figures). */
export const completedJobEvents = (
  request: Omit<JobRequested['data'], 'sequence'>,
  tenantId: string,
  now: Date,
  completion: Partial<Pick<JobCompleted['data'], 'resultJson' | 'durationMs' | 'fileSha256' | 'pages'>> = {},
): [JobRequested, JobStarted, JobCompleted] => {
  const requested = jobRequested(request, tenantId, now);
  const cause = { tenantId, eventId: requested.metadata.eventId };
  const { jobId } = request;
  return [
    requested,
    jobStarted(cause, jobId, 1, 'w', now),
    jobCompleted(
      cause,
      { jobId, attempt: 1, resultJson: '{}', durationMs: 5, fileSha256: null, pages: 1, ...completion },
      now,
    ),
  ];
};
