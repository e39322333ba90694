import { errorLine } from '../errors';
import type { JobView } from './job-view';

/**
 * JobStatusResponse as the contract publishes it, plus the settled extras (type, batch, metadata). The
 * gateway answers it on `GET /v1/jobs/{id}`; the notifier sends it as the `data` of job webhooks.
 */
export const jobStatusResponse = (
  view: JobView,
  options: { includeResult: boolean; fields: readonly string[] | null },
) => ({
  jobId: view.jobId,
  tenantId: view.tenantId,
  type: view.type,
  status: view.status,
  attempts: view.attempts,
  timing: {
    queuedAt: view.queuedAt,
    startedAt: view.startedAt,
    completedAt: view.completedAt,
    durationMs: view.durationMs,
  },
  ...(options.includeResult && view.status === 'completed'
    ? { result: selectFields(view.result, options.fields) }
    : {}),
  error: view.errorCode === null ? null : errorLine(view.errorCode, view.errorMessage ?? ''),
  batchId: view.batchId,
  batchIndex: view.batchIndex,
  metadata: view.metadata,
  review: view.review ?? null,
});

const selectFields = (result: unknown, fields: readonly string[] | null): unknown => {
  if (fields === null || result === null || typeof result !== 'object') return result;
  const source = result as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
};
