import { classifyLine } from './categorize/classify-line';
import { selectorMatches } from './categorize/selector';
import { checkCaps } from './checks/caps';
import { checkClaimStructure } from './checks/claim-structure';
import type { AuditContext, AuditedLine, CheckOutcome } from './checks/context';
import { checkDocumentation } from './checks/documentation';
import { evidenceTexts } from './checks/evidence';
import { checkFrequencyLimits } from './checks/frequency-limits';
import { checkInferredCategories } from './checks/inferred-category';
import { checkJustifications } from './checks/justification';
import { checkLineSum } from './checks/line-sum';
import { checkPreApproval } from './checks/pre-approval';
import { checkProhibitedItems } from './checks/prohibited-items';
import { checkReceiptFormat } from './checks/receipt-format';
import { checkPurchaseDates } from './checks/purchase-date';
import { checkReviewItems } from './checks/review-items';
import { checkUndeterminedKinds } from './checks/undetermined-kind';
import { confidenceScore } from './result/confidence-score';
import { AUDIT_DISCLAIMER } from './result/disclaimer';
import { overallStatus } from './result/overall-status';
import { auditSummary } from './result/summary';
import type { LineReading } from './line-reading';
import { editionCovers, ruleEditionOf } from './rule-set/edition';
import type { ProhibitedRule, RuleSet } from './rule-set/schema';
import type { AuditLineItem, AuditOptions, AuditResult, SubmissionAuditClaim } from './types';

// Lenient input: whatever arrives is read as far as it makes sense and the gaps are audited.
function auditedLines(claim: SubmissionAuditClaim, ruleSet: RuleSet, readings: readonly LineReading[]): AuditedLine[] {
  // The claim is JSON from outside: an item may be missing or partial, whatever the type promises.
  const items: readonly (Partial<AuditLineItem> | null | undefined)[] = Array.isArray(claim.lineItems)
    ? claim.lineItems
    : [];
  return items.map((raw, index) => {
    const item: AuditLineItem = {
      ...raw,
      description: typeof raw?.description === 'string' ? raw.description : '',
      price: Number(raw?.price),
    };
    const reading = readings.find((r) => r.lineItemIndex === index);
    const classified = classifyLine(
      { ...item, vendor: claim.vendor, modelKinds: reading?.kinds, modelTaxonomyId: reading?.taxonomyId },
      ruleSet,
    );
    const matched = ruleSet.prohibited.filter((rule) => selectorMatches(rule.appliesTo, classified));
    // A line that reads like a title nothing confirms: a prohibition met only by words that would
    // not count inside a title is uncertain (a warning with the reason), not an error.
    const asTitle = { ...classified, lineKind: 'titled_work' as const };
    const isUncertain = (rule: ProhibitedRule) =>
      classified.uncertainTitle !== null && !selectorMatches(rule.appliesTo, asTitle);
    return {
      index,
      item,
      classified,
      prohibitedBy: matched.filter((rule) => !isUncertain(rule)),
      uncertainProhibitions: matched.filter(isUncertain),
      modelJustification: reading?.justification ?? null,
    };
  });
}

export function auditClaim(claim: SubmissionAuditClaim, ruleSet: RuleSet, options: AuditOptions): AuditResult {
  // JSON from outside: a string amount from a loose client still counts, whatever the type promises.
  const claimedAmount: unknown = claim.amount;
  const context: AuditContext = {
    ruleSet,
    vendor: typeof claim.vendor === 'string' ? claim.vendor : '',
    amount: Number(claimedAmount),
    lines: auditedLines(claim, ruleSet, options.readings ?? []),
    evidence: evidenceTexts(claim),
    strict: options.strictHandbookRules ?? false,
    detailed: options.detailedAnalysis ?? true,
    now: options.now,
  };

  const receipt = checkReceiptFormat(context);
  const justification = checkJustifications(context);
  const outcomes: CheckOutcome[] = [
    { flags: receipt.flags },
    { flags: checkLineSum(context) },
    { flags: checkInferredCategories(context) },
    { flags: checkUndeterminedKinds(context) },
    checkProhibitedItems(context),
    checkCaps(context),
    checkFrequencyLimits(context),
    checkClaimStructure(context),
    checkPreApproval(context),
    checkDocumentation(context),
    { flags: checkReviewItems(context) },
    { flags: justification.flags },
    { flags: checkPurchaseDates(context) },
    { flags: [...(options.receiptFlags ?? [])] },
  ];
  const flags = outcomes.flatMap((o) => o.flags);
  const limitations = outcomes.flatMap((o) => o.limitations ?? []);
  const documents = outcomes.flatMap((o) => o.documents ?? []);
  const status = overallStatus(flags);
  const violated = limitations.filter((l) => l.status === 'violated').length;
  const missingDocuments = documents.filter((d) => !d.isAttached).length;

  return {
    programKey: ruleSet.programKey,
    ruleEdition: ruleEditionOf(ruleSet),
    confidenceScore: confidenceScore(context.lines, flags, limitations, {
      editionCoversAuditDate: editionCovers(ruleSet, options.now.toISOString().slice(0, 10)),
    }),
    overallStatus: status,
    summary: auditSummary(ruleSet.programKey, ruleSet.schoolYear, context.lines.length, context.amount, status, flags),
    receiptFormat: receipt.receiptFormat,
    purchaseLimitations: {
      hasLimitations: limitations.length > 0,
      summary:
        limitations.length === 0
          ? 'No purchasing limitation applies to the claimed items.'
          : `${limitations.length} limitation(s) apply to the claimed items; ${violated} not met.`,
      limitations,
    },
    supportingDocumentation: {
      hasRequirements: documents.length > 0,
      summary:
        documents.length === 0
          ? 'No supporting document is required beyond the receipt.'
          : `${documents.length} document type(s) required; ${missingDocuments} missing.`,
      requiredDocuments: documents,
    },
    flags,
    justificationAnalysis: justification.analysis,
    disclaimer: AUDIT_DISCLAIMER,
    auditRunAt: options.now.toISOString(),
  };
}
