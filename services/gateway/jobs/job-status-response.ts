import { ValidationError } from '../../../common/errors';
import type { JobView } from '../../../domain/jobs';

/** JobStatusResponse as the contract publishes it, plus the settled extras (type, batch, metadata). */
export const jobStatusResponse = (view: JobView, options: { includeResult: boolean; fields: readonly string[] | null }) => ({
  jobId: view.jobId,
  tenantId: view.tenantId,
  type: view.type,
  status: view.status,
  attempts: view.attempts,
  timing: { queuedAt: view.queuedAt, startedAt: view.startedAt, completedAt: view.completedAt, durationMs: view.durationMs },
  ...(options.includeResult && view.status === 'completed' ? { result: selectFields(view.result, options.fields) } : {}),
  error: view.error,
  batchId: view.batchId,
  batchIndex: view.batchIndex,
  metadata: view.metadata,
});

const RESULT_FIELDS: Readonly<Record<JobView['type'], readonly string[]>> = {
  receipt_extraction: ['vendor', 'amount', 'transactionDate', 'invoiceType', 'items', 'paymentDetails', 'studentDetails', 'serviceDetails', 'confidence', 'auditResult'],
  submission_audit: ['confidenceScore', 'overallStatus', 'summary', 'receiptFormat', 'purchaseLimitations', 'supportingDocumentation', 'flags', 'justificationAnalysis', 'disclaimer', 'auditRunAt', 'programKey'],
};

/** Parses `fields=vendor,amount`; a name the result type does not have is a 400, not a silent omission. */
export const parseFields = (raw: string | undefined, type: JobView['type']): string[] | null => {
  if (raw === undefined || raw.trim() === '') return null;
  const fields = raw.split(',').map((field) => field.trim()).filter((field) => field !== '');
  const unknown = fields.filter((field) => !RESULT_FIELDS[type].includes(field));
  if (unknown.length > 0) throw new ValidationError(`fields: unknown result field(s) ${unknown.join(', ')} for a ${type} job`);
  return fields;
};

const selectFields = (result: unknown, fields: readonly string[] | null): unknown => {
  if (fields === null || result === null || typeof result !== 'object') return result;
  const source = result as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
};
