import type { ReceiptExtractionResult } from '../../domain/extraction';
import type { BenchLabel } from './receipt-label';

export type FieldScores = Readonly<{ total: boolean; date: boolean; vendor: boolean; vendorNormalised: boolean }>;

/** Case, spacing and punctuation do not count: "ABC Sdn. Bhd." = "abc sdn bhd". */
export const normaliseVendor = (vendor: string): string => vendor.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/**
 * Total compared as numbers (to the cent), date as a calendar date, vendor exactly and normalised.
 * A field the label leaves empty is right only when the result leaves it empty too.
 */
export const scoreFields = (label: BenchLabel, result: ReceiptExtractionResult | null): FieldScores => {
  if (result === null) return { total: false, date: false, vendor: false, vendorNormalised: false };
  const total =
    label.total === null
      ? result.amount === null
      : result.amount !== null && Math.abs(result.amount - label.total) < 0.005;
  const date = label.date === result.transactionDate;
  const vendor = (label.vendor?.trim() ?? null) === (result.vendor?.trim() ?? null);
  const vendorNormalised =
    label.vendor === null
      ? result.vendor === null
      : result.vendor !== null && normaliseVendor(label.vendor) === normaliseVendor(result.vendor);
  return { total, date, vendor, vendorNormalised };
};

export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};
