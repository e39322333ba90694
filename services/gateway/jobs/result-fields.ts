import { ValidationError } from '../../../common/errors';
import type { JobView } from '../../../domain/jobs';

const RESULT_FIELDS: Readonly<Record<JobView['type'], readonly string[]>> = {
  receipt_extraction: [
    'vendor',
    'amount',
    'transactionDate',
    'invoiceType',
    'items',
    'paymentDetails',
    'studentDetails',
    'serviceDetails',
    'confidence',
    'auditResult',
  ],
  submission_audit: [
    'confidenceScore',
    'overallStatus',
    'summary',
    'receiptFormat',
    'purchaseLimitations',
    'supportingDocumentation',
    'flags',
    'justificationAnalysis',
    'disclaimer',
    'auditRunAt',
    'programKey',
    'ruleEdition',
  ],
};

/** Parses `fields=vendor,amount`; a name the result type does not have is a 400, not a silent omission. */
export const parseFields = (raw: string | undefined, type: JobView['type']): string[] | null => {
  if (raw === undefined || raw.trim() === '') return null;
  const fields = raw
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
  const unknown = fields.filter((field) => !RESULT_FIELDS[type].includes(field));
  if (unknown.length > 0)
    throw new ValidationError(`fields: unknown result field(s) ${unknown.join(', ')} for a ${type} job`);
  return fields;
};
