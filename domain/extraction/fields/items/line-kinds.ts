// Lines that are never line items: the summary block (subtotal, tax, total, payment, change) and
// header fields (invoice number, rates, names). Matched loosely because OCR drops spaces.
//
// Summary labels open their line ("Sales tax (7%) 2.80", "VISA **** 1234 45.00"); anchoring them
// keeps items such as "Flash cards" or "Discover Science kit" out of the summary.
const SUMMARY_START =
  /^[^a-z0-9]*(?:sub\s*[-.]?\s*t[o0]tal|t[o0]tal|grand|tax|sales\s*tax|est\w*\s*tax|gst|sst|vat|hst|pst|discount|coupon|promo|less|saving|savings|you\s*saved|shipping|delivery|handling|freight|change|tender(?:ed)?|amt\s*tender\w*|cash|balance|amount|payment|paid|visa|master\s*card|mastercard|mc\b|amex|american\s*express|discover\s*(?:card|\*|x|\d)|debit|credit\s*card|card|rounding|round\w*\s*adj|tip|gratuity|deposit|refund|approved|approval|auth\w*|due|net|nett|zelle|ach|check|cheque|paypal|apple\s*pay|google\s*pay|venmo)\b/i;
const SUMMARY_ANYWHERE =
  /sub\s*[-.]?\s*t[o0]tal|\bt[o0]tal\b|t[o0]tal\s*(?:rm|\$|:)|\b(?:sales\s*tax|tax\s*\(|gst\s*@|amount\s*(?:due|paid))|\bchange\s*(?:due)?\s*[:$]?\s*\d|\b(?:\*{2,}|x{4,})\s*\d{4}\b/i;

const META =
  /^(?:invoice|order|receipt|account|acct|customer|client|student|child|patient|learner|phone|tel|date|period|service\s*period|billing\s*period|terms|po|p\.o\.|ref|reference|rate|hourly\s*rate|session\s*rate|provider|therapist|tutor|instructor|bill\s*to|ship\s*to|sold\s*to|page|cashier|terminal|transaction|trans|txn|member|npi|tax\s*id|ein)\b.{0,30}?[:#]/i;

/** A subtotal/total line: the item list ends there (it resumes only at a new table header). */
export const isTotalLine = (line: string): boolean =>
  /^[^a-z0-9]*(?:sub\s*[-.]?\s*t[o0]tal|t[o0]tal|grand|amount\s*due|balance)|sub\s*[-.]?\s*t[o0a]ta[l1i]|\bt[o0]tal\b.*\d[.,]\d{2}/i.test(
    line,
  ) || OCR_TOTAL.test(line);

// A total or subtotal label with a letter misread: "Suototal", "Sibtotal", "lotal", "T0ta1".
const OCR_TOTAL = /^[^a-z0-9]*(?:(?:s[a-z]{1,2})?[tlI1][o0]ta[l1I]|sub\s*tot)\b/i;

// Rows a US till prints between items that are not goods: the price before a sale, a bottle's
// return value ("RETURNVALUE8.79"), the savings, a tax row with its code and rate first ("A 8.625% TAX 1.72").
const NOT_GOODS =
  /^\W*(?:(?:counter\W*)?(?:dine|eat)\W*in|take\W*out|to\W*go|carry\W*out|drive\W*thru)\b|\bthank\s*you\b|\b[o0]rig(?:inal)?\.?\s*(?:price)?\s*\$?\d+[.,]\d{2}|mileage\b|^\W*(?:non\W*)?taxable\b|^\W*(?:eft|purchase)\b(?!\s*order)|\d\s*%\s*[o0]ff\b|\b(?:grat|disc|mileage|rewards?|points?)\b|\b(?:regular\s*price|reg\s*price|you\s*sav\w*|instant\s*sav\w*|\w*\s*savings|price\s*you\s*pay)\b|\bret[uo0]rn\s*value|^\W*[a-z]{1,2}\s*[=\s]?\s*(?:[a-z]{2}\s*)?[\d.]+\s*[%x]\s*(?:sales\s*)?t(?:ax?)?\b|\b(?:tax\w*|ta|tx)\s*(?:amt\b)?[\s$\d.,-]*$|\d\s*%\s*[\s$\d.,-]*$|^\W*(?:food|liquor|beverages?|bev|alcohol|merchandise|guest\s*\d*)\W*[\s$\d.,-]*$/i;

export const isSummaryLine = (line: string): boolean =>
  SUMMARY_START.test(line) || SUMMARY_ANYWHERE.test(line) || NOT_GOODS.test(line);

// A date or time field printed without its colon ("DATE 09/18/2012TUE", "TIME 10:24").
const DATE_OR_TIME_FIELD = /^\W*(?:date|time)\s*:?\s*\d/i;

export const isMetaLine = (line: string): boolean => META.test(line) || DATE_OR_TIME_FIELD.test(line);

// A table header printed over two lines ("Item Qty Price Total" then "Description"): column words only.
const COLUMN_WORDS = /^\W*(?:(?:description|item|items|product|details|qty|quantity|price|amount|total|sku|upc)\W*)+$/i;

export const isColumnWords = (line: string): boolean => COLUMN_WORDS.test(line);
