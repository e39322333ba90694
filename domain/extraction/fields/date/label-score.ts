import type { DateCandidate } from './find-dates';

// Labels that name the purchase date, and labels that name some other date on the same document.
const TRANSACTION_LABEL =
  /\b(?:invoice|order|transaction|txn|purchase|receipt|sale|billing|bill|issue[d]?|payment|paid|doc(?:ument)?)?\s*(?:date|dt|tarikh|d[ae]te|[il1]ate(?=\s*:))\b|\bdated\b|\bpaid on\b|\bordered on\b|\bplaced on\b/i;
const OTHER_LABEL =
  /\b(?:due|expir\w*|exp|valid|ship\w*|deliver\w*|arriv\w*|period|from|through|thru|until|to|birth|dob|start|end|next|renew\w*|return\w*|session\w*|service|printed|print|reprint\w*)\b/i;
// Dates that are never the purchase, even when nothing else is printed: a return-by date, a card's or
// points' expiry, a coupon's validity or an offer's end, a birth date. A receipt showing only these has no date to read.
const NEVER_PURCHASE_LABEL =
  /\b(?:expir\w*|exp\.?|valid\w*|birth|dob|return\w*|renew\w*|use\s*by|best\s*before|good\s*(?:thru|through|until)|(?:offer|promo\w*|sale|coupon|deal)\s*ends?)\b/i;

const RANGE_START = /^\s*(?:-|–|—|to|through|thru|until)\s*\S*\d/i;
const RANGE_END = /(?:-|–|—|\bto|\bthrough|\bthru|\buntil)\s*$/i;

/** The score of a date that is never the purchase date (see NEVER_PURCHASE_LABEL). */
export const NEVER = -1;

/**
 * How much a candidate looks like the purchase date, from the words just before it on its row (or
 * on the row above when it stands alone): 3 for a purchase-date label, 1 for none, 0 for another
 * date's label (due, service period, print date), NEVER for a return-by or expiry date.
 */
export const labelScore = (lines: readonly string[], c: DateCandidate): number => {
  const line = lines[c.line] ?? '';
  const before = line.slice(0, c.index).slice(-40);
  const after = line.slice(c.index + c.text.length);
  const previous = c.line > 0 ? (lines[c.line - 1] ?? '') : '';
  if (NEVER_PURCHASE_LABEL.test(before.slice(-25))) return NEVER;
  if (before.trim() === '' && /[:#]\s*$/.test(previous) && NEVER_PURCHASE_LABEL.test(previous)) return NEVER;
  // Either end of a range ("09/01/2026 - 09/30/2026") is a service period, not the purchase.
  if (RANGE_START.test(after) || RANGE_END.test(before)) return 0;
  if (OTHER_LABEL.test(before.replace(TRANSACTION_LABEL, ' '))) {
    return TRANSACTION_LABEL.test(before) && !/\b(?:due|exp\w*)\b/i.test(before) ? 2 : 0;
  }
  if (TRANSACTION_LABEL.test(before)) return 3;
  if (before.trim() === '' && c.line > 0) {
    if (/[:#]\s*$/.test(previous) && OTHER_LABEL.test(previous)) return 0;
    if (TRANSACTION_LABEL.test(previous) && !OTHER_LABEL.test(previous)) return 3;
  }
  return 1;
};
