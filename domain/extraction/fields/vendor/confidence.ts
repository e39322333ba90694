import type { VendorField } from '../vendor';

const BASE = { 'known-merchant': 90, labelled: 90, 'web-address': 80, 'company-name': 82, 'header-line': 55 };

/** The vendor's own confidence, 0-100: how it was recognised as a name, and how sure the recognizer was of its row. */
export const vendorConfidence = (field: NonNullable<VendorField>, rowConfidence: number): number => {
  const confidence = BASE[field.certainty] - Math.max(0, 0.95 - rowConfidence) * 60;
  return Math.max(5, Math.min(99, Math.round(confidence)));
};
