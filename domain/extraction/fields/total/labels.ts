// OCR reads O as 0, drops the final L and glues words, so "total" is matched loosely: T0TAL, TOTAI, Tota, Tatal.
// Its first letter, a thin T on a till roll, is read as L, l, r or I ("Lotal:", "rotal"): only at a
// word's start and with the final L kept, so that no real word ("iota") passes.
export const T = String.raw`(?:t[o0a]ta(?:[l1i]|\b)|(?<![a-z])[lri]ota[l1i])`;

/** How strongly a row's label says "this is what the customer pays". */
export type TotalLabel = 'final' | 'total' | 'due' | 'paid';

export const LABEL_WEIGHT: Record<TotalLabel, number> = { final: 5, total: 4, due: 4, paid: 3 };

// Totals that are not the receipt's total: a subtotal, a count, savings, tax, amounts before tax.
const NOT_TOTAL = new RegExp(
  [
    String.raw`sub\s*[-.]?\s*${T}`,
    String.raw`${T}\s*(?:tax|gst|sst|vat|discount|disc\b|saving|savings|qty|quantity|items?|ltem|units?|pieces|pcs|excl\w*|before|w/?o|hours?|weight|point|pts|number|no\.?\b|count|tips?\b)`,
    String.raw`(?:tax|gst|sst|vat|discount|savings?|item|qty)\s*${T}`,
    String.raw`\bexcl(?:uding|\.|usive)?\s*(?:of\s*)?(?:gst|tax|vat)`,
  ].join('|'),
  'i',
);

// Rows that carry an amount but are never the total: money handed over or back, adjustments.
export const NEVER_TOTAL_ROW =
  /\b(?:change|tendered|cash\s*(?:paid|received|tend\w*)|rounding|round\w*\s*adj\w*|adjust\w*|previous\s*balance|you\s*saved|points?|deposit|refund)\b/i;

const LABELS: ReadonlyArray<[RegExp, TotalLabel]> = [
  [
    new RegExp(
      String.raw`grand\s*${T}|${T}\s*(?:amount|amt)?\s*(?:payable|rounded)|round(?:ed|ing)\s*${T}|(?:invoice|order|receipt|nett?)\s*${T}|amount\s*to\s*be\s*paid|${T}\s*to\s*pay|total\s*amount\s*payable`,
      'i',
    ),
    'final',
  ],
  // "Amout Due": OCR drops a letter of "amount". A grocer's "**** BALANCE 17.96" opening its row is the total.
  [
    /(?:am[o0]u?n?t|balance|total)\s*due|amount\s*payable|balance\s*owing|please\s*pay|^\W*balance\b(?!\s*(?:forward|b\/?f))/i,
    'due',
  ],
  [
    new RegExp(
      String.raw`${T}\s*(?:paid|charged)|amount\s*(?:paid|charged)|you\s*paid|paid\s*amount|payment\s*amount`,
      'i',
    ),
    'paid',
  ],
  [new RegExp(String.raw`\b${T}|${T}(?=\s*[:$R0-9(])|^\W*${T}`, 'i'), 'total'],
];

export type FoundLabel = { label: TotalLabel; end: number };

/** The total label on a row and where it ends, or null for a row that is not a total. */
export const findTotalLabel = (text: string): FoundLabel | null => {
  if (NEVER_TOTAL_ROW.test(text)) return null;
  for (const [pattern, label] of LABELS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (label === 'total' && NOT_TOTAL.test(text)) return null;
    return { label, end: match.index + match[0].length };
  }
  return null;
};
