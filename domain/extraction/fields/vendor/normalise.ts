// Legal forms that say what kind of company it is, not which one: "ABC Sdn. Bhd." is "ABC".
const LEGAL_SUFFIX =
  /\b(?:sdn\s*bhd|s\s*\/\s*b|bhd|berhad|sdn|llc|l\s*l\s*c|inc|incorporated|ltd|limited|corp|corporation|co|company|plc|pllc|pc|pty|gmbh|lp|llp|\(\s*m\s*\))\b\.?/gi;

/**
 * A vendor name for comparison: upper case, legal forms and punctuation dropped, spacing removed
 * (OCR glues words: "MRD.I.Y." is "MR D.I.Y."). Two names that print the same company compare equal.
 */
export const normaliseVendorName = (name: string): string =>
  name
    .replace(/&/g, ' AND ')
    .replace(/[.,]/g, ' ')
    .replace(LEGAL_SUFFIX, ' ')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '');
