import type { JobRequested } from '../../domain/jobs';

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
