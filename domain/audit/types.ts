import type { LineReading } from './line-reading';
import type { ConfidenceLevel } from './rule-set/schema';

// The audit request as the spec names it (SubmissionAuditRequest); input is lenient, so most
// fields the endpoint reference calls required are optional here and their absence is audited.
export interface AuditLineItem {
  description: string;
  price: number;
  category?: string;
  type?: string;
  detail?: string;
  justification?: string;
}

export interface SubmissionAuditClaim {
  tenantId?: string;
  programKey?: string;
  vendor: string;
  amount: number;
  lineItems: AuditLineItem[];
  supportingFiles?: { name: string }[];
  links?: { url: string; label?: string }[];
}

export interface AuditOptions {
  // Improvement hints in justificationAnalysis (default true).
  detailedAnalysis?: boolean;
  // Handbook caps without the administrative margin (default false).
  strictHandbookRules?: boolean;
  // Stamped into auditRunAt and compared with the rule set's school year; never read from a clock.
  now: Date;
  // A model's reading of the lines (optional; the rules alone decide without it).
  readings?: readonly LineReading[];
  // Flags about the claim's receipt found outside the rules (duplicates, signs of editing: domain/duplicates).
  receiptFlags?: readonly AuditFlag[];
}

export type FlagSeverity = 'error' | 'warning' | 'info';

export type FlagCode =
  | 'RECEIPT_VENDOR_MISSING'
  | 'RECEIPT_AMOUNT_INVALID'
  | 'RECEIPT_NOT_ITEMIZED'
  | 'RECEIPT_DESCRIPTION_GENERIC'
  | 'RECEIPT_PRICE_INVALID'
  | 'LINE_SUM_MISMATCH'
  | 'CATEGORY_INFERRED'
  | 'CATEGORY_NOT_IN_PROGRAM'
  | 'ITEM_NOT_LISTED'
  | 'PROHIBITED_ITEM'
  | 'CAP_EXCEEDED'
  | 'CAP_WITHIN_MARGIN'
  | 'FREQUENCY_LIMIT_EXCEEDED'
  | 'PRE_APPROVAL_REQUIRED'
  | 'PRE_APPROVAL_REFERENCED'
  | 'CLAIM_MUST_BE_SEPARATE'
  | 'DOCUMENT_MISSING'
  | 'JUSTIFICATION_MISSING'
  | 'JUSTIFICATION_WEAK'
  | 'REVIEW_REQUIRED'
  | 'KIND_UNDETERMINED'
  | 'PURCHASE_OUT_OF_PERIOD'
  | 'PROVIDER_NOT_ELIGIBLE'
  | 'CREDENTIAL_NOT_SHOWN'
  | 'STUDENT_NOT_ELIGIBLE'
  | 'STUDENT_RECORD_NOT_SHOWN'
  | 'DUPLICATE_RECEIPT'
  | 'DUPLICATE_CONTENT'
  | 'RECEIPT_ALTERATION_SIGNS';

// The spec's four fields plus stable, machine-readable provenance.
export interface AuditFlag {
  severity: FlagSeverity;
  field: string;
  message: string;
  suggestion: string;
  code: FlagCode;
  lineItemIndex?: number;
  ruleId?: string;
  source?: string;
  confidence?: ConfidenceLevel;
}

export type LimitationKind = 'prohibited' | 'cap' | 'frequency' | 'pre_approval' | 'claim_structure';

export interface PurchaseLimitation {
  lineItemIndex: number;
  lineItemDescription: string;
  kind: LimitationKind;
  // violated: the rule is broken; within_margin: over the handbook figure, inside the margin;
  // applies: the rule covers the item and is met as far as the claim shows.
  status: 'violated' | 'within_margin' | 'applies';
  ruleId: string;
  message: string;
  source: string;
  confidence: ConfidenceLevel;
}

export interface RequiredDocument {
  documentType: string;
  isAttached: boolean;
  status: 'attached' | 'missing';
  ruleId: string;
  lineItemIndexes: number[];
  source: string;
  confidence: ConfidenceLevel;
}

export interface JustificationAnalysis {
  lineItemIndex: number;
  strength: 'strong' | 'adequate' | 'weak';
  reason: string;
  improvementHints: string[];
}

// The edition of the program's rules the audit applied (its school year and dates).
export interface RuleEdition {
  schoolYear: string;
  effectiveFrom: string;
  effectiveTo: string;
}

export interface AuditResult {
  programKey: string;
  ruleEdition: RuleEdition;
  confidenceScore: number;
  overallStatus: 'pass' | 'review' | 'fail';
  summary: string;
  receiptFormat: { isValid: boolean; summary: string; missingFields: string[] };
  purchaseLimitations: { hasLimitations: boolean; summary: string; limitations: PurchaseLimitation[] };
  supportingDocumentation: { hasRequirements: boolean; summary: string; requiredDocuments: RequiredDocument[] };
  flags: AuditFlag[];
  justificationAnalysis: JustificationAnalysis[];
  disclaimer: string;
  auditRunAt: string;
}
