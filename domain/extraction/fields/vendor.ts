export type VendorCertainty = 'labelled' | 'company-name' | 'header-line';
import { nameSpan } from './vendor/continuation';
import { repairNameOcr } from './vendor/ocr-repair';

export type VendorField = { value: string; certainty: VendorCertainty; line: number; lines: number[] } | null;

// "Provider:" is left out: on therapy invoices it names the clinician, not the practice.
const VENDOR_LABEL =
  /^(?:from|sold\s*by|bill(?:ed)?\s*from|vendor|merchant|seller|business\s*name|payable\s*to|make\s*checks?\s*payable\s*to|remit\s*to)\s*[:-]\s*(.*)$/i;
// Legal forms mark a company wherever they stand; trade words ("Tutoring", "Books") only as the
// last word of the line, so a slogan such as "Learning made joyful!" is not taken for a name.
const LEGAL_FORM =
  /\b(?:inc|incorporated|llc|l\.l\.c|ltd|limited|sdn\.?\s*bhd|bhd|corp|corporation|company|plc|pllc|p\.c|pty|gmbh|co)\b\.?/i;
const TRADE_WORD =
  /\b(?:enterprises?|trading|store|shop|bookstore|books|academy|tutoring|tutors|therapy|therapies|therapeutics|learning|education|educational|school|institute|center|centre|studios?|music|clinic|services|supply|supplies|publishing|publishers|press|curriculum|homeschool|outlet|mart|market|pharmacy|electronics)\.?$/i;
// "Company" alone (left of "Company Reg No.") is no name: a legal form needs a name before it.
const COMPANY_SUFFIX = {
  test: (line: string): boolean =>
    (LEGAL_FORM.test(line) && line.replace(LEGAL_FORM, '').replace(/[^a-z]/gi, '').length >= 3) ||
    TRADE_WORD.test(line),
};
const NOT_A_NAME = [
  /^(?:official\s+)?(?:sales\s+|cash\s+|tax\s+|simplified\s+tax\s+|payment\s+|order\s+)?(?:receipt|invoice|bill|statement|quotation|quote|order\s+confirmation|confirmation|packing\s+slip)\b/i,
  /\b(?:tel|phone|fax|mobile|hp|whatsapp)\b\s*[:.]?|\(\d{3}\)\s*\d{3}|\d{3}[-.\s]\d{3}[-.\s]\d{4}/i,
  /@|https?:|www\./i,
  /\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}/,
  /\b(?:receipt|invoice)\s*(?:#.*)?$/i,
  /\b(?:gst|sst|vat|tax|ein|abn|reg(?:istration)?|co\.?\s*no|company\s*no|roc)\b.*\d/i,
  /^\d+\s+\S+.*\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|hwy|highway|pkwy|parkway|suite|ste|jalan|jln)\b/i,
  /\b(?:suite|ste\b\.?|p\.?\s*o\.?\s*box|floor\b|unit\s*\d|lot\s*\d|no\.\s*\d)/i,
  /\d[.,]\d{2}\b/,
  /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b|\b\d{5}\s+[A-Z][a-z]+/,
  /\b(?:date|time|invoice\s*(?:#|no|number)|order\s*(?:#|no|number)|receipt\s*(?:#|no)|page\s+\d|cashier|table|terminal|bill\s*to|ship\s*to|sold\s*to|customer)\b/i,
  /^(?:thank|welcome|original|copy|duplicate|customer\s+copy|merchant\s+copy)\b/i,
  /\b(?:thank\s*you|tq\s*for|goods\s*sold|returnable|refund|exchange|please|visit\s*us|follow\s*us)\b/i,
  /^[\d\s\W]+$/,
];

/** Drops registration numbers and trailing punctuation: "ABC TRADING SDN BHD (123456-X)" → "ABC TRADING SDN BHD". */
export const cleanVendorName = (raw: string): string =>
  raw
    .replace(/\s*\((?:co\.?\s*(?:reg\.?\s*)?(?:no\.?)?\s*:?\s*)?[\dA-Z]*\d[\dA-Z-]*\)\s*$/i, '')
    .replace(/\s*(?:co\.?\s*(?:reg\.?)?\s*no|company\s*no|roc|reg\.?\s*no)\.?\s*[:.]?\s*[\dA-Z-]+\s*$/i, '')
    .replace(/^(?:welcome\s+to|thank\s+you\s+for\s+shopping\s+(?:at|with))\s+/i, '')
    // A till's stray number in front of the name ("#000002 BAIFU (M) SDN BHD").
    .replace(/^#\S*\s+/, '')
    .replace(/[\s,:;|-]+$/, '')
    // Keep the period of an abbreviation ("Inc.", "Co."), drop a stray one.
    .replace(/(?<!\b(?:inc|co|corp|ltd|bhd|llc|jr|sr|st|bros|dept|assn|intl))\.+$/i, '')
    .trim();

const looksLikeName = (line: string): boolean => looksLikeNameAlone(line) && line.length <= 70;

const looksLikeNameAlone = (line: string): boolean =>
  line.length >= 3 && line.length <= 70 && /[a-z]{2}/i.test(line) && !NOT_A_NAME.some((p) => p.test(line));

/**
 * The merchant or provider. A labelled name ("From:", "Sold by:") wins; otherwise the first header
 * line that carries a company suffix; otherwise the first header line that is not an address,
 * phone, title or date. Only the top of the first page is searched: that is where receipts print it.
 */
export type VendorHints = {
  /** Rows to pass over: what the recognizer read with little confidence (stamps, handwriting). */
  unsure?: (line: number) => boolean;
  /** Where the header block ends (the first address, phone, registration, date or amount row). */
  headerEnd?: number;
};

export const extractVendor = (lines: readonly string[], hints: VendorHints = {}): VendorField => {
  for (let i = 0; i < Math.min(lines.length, 40); i += 1) {
    const match = VENDOR_LABEL.exec(lines[i] ?? '');
    if (!match) continue;
    const value = cleanVendorName(match[1] ?? '') || cleanVendorName(lines[i + 1] ?? '');
    if (looksLikeName(value)) return { value, certainty: 'labelled', line: i, lines: [i] };
  }
  // The name is in the header block or just under it (below a title such as "TAX INVOICE").
  const window = Math.min(10, (hints.headerEnd ?? 10) + 3);
  const raw = lines.slice(0, window).map((l) => l.replace(/^welcome\s+to\s+/i, ''));
  const header = raw.map(cleanVendorName);
  const isName = (i: number): boolean =>
    !hints.unsure?.(i) && looksLikeName(header[i] ?? '') && !NOT_A_NAME.some((p) => p.test(raw[i] ?? ''));
  const spanned = (at: number, certainty: VendorCertainty): VendorField => {
    const [start, end] = nameSpan(header, at, (l) => isName(header.indexOf(l)));
    const rows = Array.from({ length: end - start + 1 }, (_, k) => start + k);
    const value = repairNameOcr(cleanVendorName(rows.map((i) => header[i]).join(' ')));
    return { value, certainty, line: at, lines: rows };
  };
  const withSuffix = header.findIndex((l, i) => isName(i) && COMPANY_SUFFIX.test(l));
  if (withSuffix >= 0) return spanned(withSuffix, 'company-name');
  const first = header.slice(0, 6).findIndex((_, i) => isName(i));
  return first >= 0 ? spanned(first, 'header-line') : null;
};
