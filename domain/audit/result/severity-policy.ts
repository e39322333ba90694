import type { ConfidenceLevel } from '../rule-set/schema';
import type { FlagCode, FlagSeverity } from '../types';

// The one place a finding's severity is decided (api-decisions.md, "Audit status"):
// error: the program does not fund it, a cap is clearly exceeded, a provider is shown not to be
// licensed or approved, a document the program makes a condition of reimbursement is not attached,
// or the lines do not add up to the amount; warning: a person must look (weak or missing
// justification, pre-authorization not referenced, a kind that cannot be told, a credential or
// record not shown either way); info: changes no decision. docs/audit.md prints this table.
export const FLAG_SEVERITY: Readonly<Record<FlagCode, FlagSeverity>> = {
  RECEIPT_VENDOR_MISSING: 'warning',
  RECEIPT_AMOUNT_INVALID: 'error',
  RECEIPT_NOT_ITEMIZED: 'error',
  RECEIPT_DESCRIPTION_GENERIC: 'warning',
  RECEIPT_PRICE_INVALID: 'error',
  LINE_SUM_MISMATCH: 'error',
  CATEGORY_INFERRED: 'info',
  CATEGORY_NOT_IN_PROGRAM: 'info',
  ITEM_NOT_LISTED: 'warning',
  KIND_UNDETERMINED: 'warning',
  PROHIBITED_ITEM: 'error',
  CAP_EXCEEDED: 'error',
  CAP_WITHIN_MARGIN: 'info',
  FREQUENCY_LIMIT_EXCEEDED: 'error',
  PRE_APPROVAL_REQUIRED: 'warning',
  PRE_APPROVAL_REFERENCED: 'info',
  CLAIM_MUST_BE_SEPARATE: 'warning',
  DOCUMENT_MISSING: 'error',
  PROVIDER_NOT_ELIGIBLE: 'error',
  CREDENTIAL_NOT_SHOWN: 'warning',
  STUDENT_NOT_ELIGIBLE: 'error',
  STUDENT_RECORD_NOT_SHOWN: 'warning',
  JUSTIFICATION_MISSING: 'warning',
  JUSTIFICATION_WEAK: 'warning',
  REVIEW_REQUIRED: 'warning',
  PURCHASE_OUT_OF_PERIOD: 'error',
  // What the receipt's extraction found (domain/duplicates): the same receipt again is not funded
  // twice; the same content from another picture, or signs of editing, need a person.
  DUPLICATE_RECEIPT: 'error',
  DUPLICATE_CONTENT: 'warning',
  RECEIPT_ALTERATION_SIGNS: 'warning',
};

// A finding that rests on an unverified (T) source may send a claim to a person, never fail it
// (programs.md §7.2.11).
export function severityOf(code: FlagCode, confidence?: ConfidenceLevel): FlagSeverity {
  const severity = FLAG_SEVERITY[code];
  return severity === 'error' && confidence === 'T' ? 'warning' : severity;
}
