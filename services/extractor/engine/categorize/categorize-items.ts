import { categorizeLineItem, type RuleSet } from '../../../../domain/audit';
import type { ExtractedLineItem, ReceiptExtractionResult } from '../../../../domain/extraction';

/**
 * Each line item with its category, type and detail from the program's taxonomy and an eligibility
 * verdict, from the same rule data and the same function the audit engine uses. The receipt's
 * vendor helps place an item ("Kumon" → tutoring); the price checks per-item caps.
 */
export const categorizeItems = (result: ReceiptExtractionResult, ruleSet: RuleSet): ReceiptExtractionResult => ({
  ...result,
  items: result.items.map((item): ExtractedLineItem => {
    const verdict = categorizeLineItem(item.description, ruleSet, {
      price: item.price,
      ...(result.vendor ? { vendor: result.vendor } : {}),
    });
    return {
      ...item,
      category: verdict.category ?? 'Uncategorized',
      type: verdict.type ?? '',
      detail: verdict.detail ?? '',
      confidence: verdict.confidence,
      isEligible: verdict.isEligible,
      justification: verdict.justification,
      eligibilityNotes: verdict.eligibilityNotes,
      reason: verdict.reason,
      warnings: verdict.warnings,
    };
  }),
});

/** When the program cannot be resolved the items stay uncategorized, each saying why; the extraction still counts. */
export const markUncategorized = (result: ReceiptExtractionResult, why: string): ReceiptExtractionResult => ({
  ...result,
  items: result.items.map((item) => ({ ...item, warnings: [...(item.warnings ?? []), `Not categorized: ${why}`] })),
});
