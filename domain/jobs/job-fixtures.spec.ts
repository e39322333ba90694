// Shared by the job specs (not itself a test file): requests with only what a test cares about.
import type { ReceiptExtractionRequest } from './job-requests';
import type { JobRequested } from './job-events';

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
