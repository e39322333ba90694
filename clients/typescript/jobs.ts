import { type BackoffOptions, pollWithBackoff } from './backoff';
import { type ReceiptAuditClient, type Schemas, unwrap } from './client';

export type Job = Schemas['JobStatusResponse'];

/** Polls `GET /v1/jobs/{jobId}` with backoff until the job is completed or failed, and answers it. */
export const waitForJob = (client: ReceiptAuditClient, jobId: string, options: BackoffOptions = {}): Promise<Job> =>
  pollWithBackoff(
    async () => unwrap(await client.GET('/v1/jobs/{jobId}', { params: { path: { jobId } } })),
    (job) => job.status === 'completed' || job.status === 'failed',
    options,
  );
