import { createHash } from 'node:crypto';
import type { ReceiptFingerprint } from '../../contracts';
import { normaliseVendorName } from '../extraction';

export type ReceiptContent = Readonly<{
  vendor: string | null;
  amount: number | null;
  transactionDate: string | null;
  cardLast4: string | null;
  itemPrices: readonly number[];
}>;

export type ContentParts = NonNullable<ReceiptFingerprint['contentParts']>;

const cents = (amount: number): number => Math.round(amount * 100);
const digest = (text: string, length: number): string =>
  createHash('sha256').update(text).digest('hex').slice(0, length);
const sortedCents = (prices: readonly number[]): number[] =>
  prices
    .filter((price) => Number.isFinite(price))
    .map(cents)
    .sort((a, b) => a - b);

/** Lines that cost something: a line read at 0 (a note, a free extra) says nothing about the purchase. */
const priced = (prices: readonly number[]): number[] => prices.filter((price) => price !== 0);

/**
 * What a receipt says, as one key: the normalised vendor, the date, the total, the card's last four and
 * the item lines' prices (sorted; descriptions are left out, since two readings of one receipt spell
 * them differently far more often than they read a price differently). Null when the vendor, the date
 * or the total is missing: a key without them would call unrelated receipts the same. Hashed, so the
 * read model indexes no vendor names.
 */
export const contentKey = (content: ReceiptContent): string | null => {
  const vendor = content.vendor === null ? '' : normaliseVendorName(content.vendor);
  if (vendor === '' || content.transactionDate === null || content.amount === null || content.amount <= 0) return null;
  const text = [
    vendor,
    content.transactionDate,
    cents(content.amount),
    content.cardLast4 ?? '-',
    sortedCents(content.itemPrices).join(','),
  ].join('|');
  return digest(text, 32);
};

/**
 * The same content part by part, so that two readings of one receipt that differ in one part (the
 * vendor's name read from a logo, a line missed, the card not read) can still be told the same. Null
 * without a date or a total: they are what the parts are found by. Vendor and card are hashed.
 */
export const contentParts = (content: ReceiptContent): ContentParts | null => {
  if (content.transactionDate === null || content.amount === null || content.amount <= 0) return null;
  const vendor = content.vendor === null ? '' : normaliseVendorName(content.vendor);
  return {
    dateTotal: digest(`${content.transactionDate}|${cents(content.amount)}`, 24),
    vendor: vendor === '' ? null : digest(`v|${vendor}`, 16),
    card: content.cardLast4 === null ? null : digest(`c|${content.cardLast4}`, 16),
    // A line that says as much as the total (a one-line receipt's) adds nothing to it.
    prices: priced(sortedCents(content.itemPrices)).filter((price) => price !== cents(content.amount ?? 0)),
  };
};

/** Two prices in cents that differ in one digit alone, at the same place: one of them misread ("9.70" for "6.70"). */
const oneDigitApart = (a: number, b: number): boolean => {
  const [left, right] = [String(a), String(b)];
  if (left.length !== right.length) return false;
  let differ = 0;
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) differ++;
  return differ === 1;
};

/**
 * How many lines the two lists have in common by price, each price counted once per line (`exact`),
 * and whether, of the lines left over, one on each side differ in a single digit (`misread`: a dim
 * copy's 6 read as a 9).
 */
const sharedLines = (a: readonly number[], b: readonly number[]): { exact: number; misread: boolean } => {
  const left = new Map<number, number>();
  for (const price of a) left.set(price, (left.get(price) ?? 0) + 1);
  let exact = 0;
  const unmatched: number[] = [];
  for (const price of b) {
    const count = left.get(price) ?? 0;
    if (count > 0) {
      exact++;
      left.set(price, count - 1);
    } else unmatched.push(price);
  }
  const rest = [...left].flatMap(([price, count]) => Array.from({ length: count }, () => price));
  return { exact, misread: unmatched.some((price) => rest.some((other) => oneDigitApart(price, other))) };
};

/** Of the longer list of lines, at least this share must be on both: one line misread or missed in four. */
export const SHARED_LINES = 0.75;
/** Lines that agree in part: at least this share of the longer list on both. */
export const SOME_LINES = 0.5;

/**
 * How two readings' lines compare by price (lines read at 0 left out). `most`: three in four of the
 * longer list are on both, or all lines but one with that one a digit apart (one price misread), or
 * every line of the shorter list is on the longer and that is half of it (lines missed, none misread). `some`: half of the longer list, or
 * every line of the shorter. `unknown`: one of the two read no lines.
 */
const lineAgreement = (a: readonly number[], b: readonly number[]): 'most' | 'some' | 'unknown' | 'other' => {
  if (a.length === 0 || b.length === 0) return 'unknown';
  const { exact, misread } = sharedLines(a, b);
  const longer = Math.max(a.length, b.length);
  const contained = exact === Math.min(a.length, b.length);
  // Every line on both but one, and that one misread: the same total leaves it no room to be another price.
  const allButOneMisread = misread && a.length === b.length && exact === longer - 1;
  if (exact >= SHARED_LINES * longer || allButOneMisread || (contained && exact >= SOME_LINES * longer)) return 'most';
  return contained || exact >= SOME_LINES * longer ? 'some' : 'other';
};

/**
 * Two readings of one purchase: the same date and total, no card contradicting it, and one more part
 * that agrees beyond chance: most of the lines (by price), or the card's last four, or the vendor when
 * the lines do not tell otherwise (one of the two read none, or they agree in part: a dim copy misreads
 * or misses a few). Another purchase at the same store on the same day has another total, or other
 * lines; a different store's receipt with the same date and total has another vendor, other lines and
 * another card. The same vendor, date and total is not enough when the lines differ, because two
 * copies of one receipt are not the only way to get it.
 */
export const sameContent = (a: ContentParts, b: ContentParts): boolean => {
  if (a.dateTotal !== b.dateTotal) return false;
  if (a.card !== null && b.card !== null && a.card !== b.card) return false;
  const lines = lineAgreement(priced(a.prices), priced(b.prices));
  if (lines === 'most') return true;
  if (a.card !== null && a.card === b.card) return true;
  return a.vendor !== null && a.vendor === b.vendor && lines !== 'other';
};
