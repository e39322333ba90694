// Who paid: a cardholder or "Paid by" names the payer; "Bill to"/"Customer" only the addressee.
const PAYER_LABELS: RegExp[] = [
  /\b(?:card\s*holder|cardholder|card\s*member|paid\s*by|payer|payor|account\s*holder)\s*(?:name)?\s*[:-]?\s*(.*)$/i,
  /\b(?:bill(?:ed)?\s*to|sold\s*to|customer(?:\s*name)?|parent(?:\/guardian)?|guardian|responsible\s*party)\s*[:-]\s*(.*)$/i,
];
const PERSON = /^[A-Z][A-Za-z'’.-]+(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$/;
const NOT_PERSON =
  /\b(?:visa|mastercard|amex|discover|cash|check|cheque|card|paypal|zelle|ach|credit|debit|apple|google|llc|inc|ltd|street|st\.|ave|road|suite)\b/i;

const clean = (raw: string): string =>
  raw
    .replace(/\s{2,}.*$/, '')
    .replace(/[,;|].*$/, '')
    .replace(/\s*\b(?:date|invoice|phone|email|account)\b.*$/i, '')
    .trim();

export const findPayerName = (lines: readonly string[]): string | null => {
  for (const label of PAYER_LABELS) {
    for (let i = 0; i < lines.length; i += 1) {
      const match = label.exec(lines[i] ?? '');
      if (!match) continue;
      const candidates = [clean(match[1] ?? ''), clean(lines[i + 1] ?? '')];
      const name = candidates.find((c) => PERSON.test(c) && !NOT_PERSON.test(c));
      if (name) return name;
    }
  }
  return null;
};
