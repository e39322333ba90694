import type { AuditResult } from '../audit/types';
import type { MissingElement, ReceiptExtractionResult } from '../extraction/result';
import type { JobType } from '../jobs';
import type { Outcome } from './queue-entry';

export type ResultFacts = Readonly<{
  vendor: string | null;
  studentName: string | null;
  amount: number | null;
  programKey: string | null;
  outcome: Outcome | null;
  flags: string[];
}>;

const MISSING_FLAG: Readonly<Record<MissingElement, string>> = {
  providerName: 'RECEIPT_NO_PROVIDER',
  transactionDate: 'RECEIPT_NO_DATE',
  totalPrice: 'RECEIPT_NO_TOTAL',
  lineItems: 'RECEIPT_NO_LINE_ITEMS',
  proofOfPayment: 'RECEIPT_NO_PROOF_OF_PAYMENT',
};

/**
 * What the queue needs from a job's result. A receipt's outcome is its completeness audit: valid is
 * `pass`, anything missing is `review` (a person should look), and its flags name what is missing.
 * An audit's outcome and flags are its own.
 */
export const resultFacts = (type: JobType, result: unknown): ResultFacts => {
  if (result === null || typeof result !== 'object')
    return { vendor: null, studentName: null, amount: null, programKey: null, outcome: null, flags: [] };
  if (type === 'submission_audit') {
    const audit = result as Partial<AuditResult>;
    return {
      vendor: null,
      studentName: null,
      amount: null,
      programKey: audit.programKey ?? null,
      outcome: audit.overallStatus ?? null,
      flags: [...new Set((audit.flags ?? []).map((flag) => flag.code))],
    };
  }
  const receipt = result as Partial<ReceiptExtractionResult>;
  const missing = receipt.auditResult?.missingElements ?? [];
  return {
    vendor: receipt.vendor ?? null,
    studentName: receipt.studentDetails?.matchedChildName ?? receipt.studentDetails?.detectedStudentName ?? null,
    amount: receipt.amount ?? null,
    programKey: null,
    outcome:
      receipt.auditResult === undefined
        ? null
        : missing.length === 0 && receipt.auditResult.isValidReceipt
          ? 'pass'
          : 'review',
    flags: missing.map((element) => MISSING_FLAG[element]),
  };
};
