import type { ProofOfPaymentType } from '../../result';

export type PaymentMethod = { name: string; kind: Exclude<ProofOfPaymentType, 'unpaid' | 'unknown'> };

// Order matters: a card brand is more specific than "credit card"; "Cash App" is a wallet, not cash;
// the method is that of the first pattern here that any row matches.
export const METHODS: Array<[RegExp, PaymentMethod]> = [
  [/\bvisa\b/i, { name: 'Visa', kind: 'card' }],
  [/\bmaster\s*card\b|\bmc\s*(?:\*|x|#|\d{4})/i, { name: 'Mastercard', kind: 'card' }],
  [/\bamex\b|\bamerican\s*express\b/i, { name: 'American Express', kind: 'card' }],
  [/\bdiscover\s*(?:card|\*|x{2,}|#|ending|\d{4}|$)/i, { name: 'Discover', kind: 'card' }],
  [/\bapple\s*pay\b/i, { name: 'Apple Pay', kind: 'digital_wallet' }],
  [/\bgoogle\s*pay\b|\bg\s*pay\b/i, { name: 'Google Pay', kind: 'digital_wallet' }],
  [/\bpay\s*pal\b/i, { name: 'PayPal', kind: 'digital_wallet' }],
  [/\bvenmo\b/i, { name: 'Venmo', kind: 'digital_wallet' }],
  [/\bcash\s*app\b/i, { name: 'Cash App', kind: 'digital_wallet' }],
  [/\bzelle\b/i, { name: 'Zelle', kind: 'bank_transfer' }],
  [/\bach\b|\be-?check\b/i, { name: 'ACH', kind: 'bank_transfer' }],
  [
    /\b(?:bank|wire|electronic\s*funds?)\s*transfer\b|\bwire\b|\beft\b|\bdirect\s*deposit\b/i,
    { name: 'Bank transfer', kind: 'bank_transfer' },
  ],
  [/\bpaid\s*by\s*(?:check|cheque)\b|\b(?:check|cheque)\s*payment\b/i, { name: 'Check', kind: 'check' }],
  [/\bdebit\s*card\b|\bdebit\b/i, { name: 'Debit card', kind: 'card' }],
  [
    /\bcredit\s*card\b|\bcard\s*(?:ending|number|no\.?|#|type|payment)|\bchip\s*read\b|\bcontactless\b/i,
    { name: 'Card', kind: 'card' },
  ],
  [/\bcash\b(?!\s*(?:ier|back|app))|\bpaid\s*in\s*cash\b/i, { name: 'Cash', kind: 'cash' }],
  // Last: "Check #29" heads most restaurant bills (the guest check's number), so a check number
  // names the method only when no card, wallet, transfer or cash is printed.
  [/\b(?:check|cheque)\s*(?:#|no\.?|number|num)|^\s*(?:check|cheque)\b/i, { name: 'Check', kind: 'check' }],
];

// A method named in small print ("We accept Visa, Mastercard") says nothing about this payment.
export const ADVERTISED =
  /\b(?:we\s*accept|accepted|pay\s*(?:online|by|with|via)\s*:?\s*$|payment\s*options|ways\s*to\s*pay|please\s*(?:pay|remit|make)|payable\s*by|can\s*pay)\b/i;

export const findPaymentMethod = (lines: readonly string[]): PaymentMethod | null => {
  for (const [pattern, method] of METHODS) {
    if (lines.some((line) => pattern.test(line) && !ADVERTISED.test(line))) return method;
  }
  return null;
};

export const LAST_FOUR =
  /(?:\*{2,}|[xX•#]{2,}|\.{3,}|ending\s*(?:in|with)?|last\s*(?:4|four)(?:\s*digits)?)[\s\-*xX•:#]*(\d{4})\b/i;

export const findLastFour = (lines: readonly string[]): string | null => {
  for (const line of lines) {
    if (/\b(?:phone|tel|fax|invoice|order|zip|routing|npi|ein)\b/i.test(line)) continue;
    const match = LAST_FOUR.exec(line.replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0'));
    if (match?.[1]) return match[1];
  }
  return null;
};

const CHECK_NUMBER = /\b(?:check|cheque|chk)\s*(?:#|no\.?|number|num)?\s*:?\s*(\d{3,8})\b/i;

export const findCheckNumber = (lines: readonly string[]): string | null => {
  for (const line of lines) {
    const match = CHECK_NUMBER.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
};
