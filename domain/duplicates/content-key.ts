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
    prices: sortedCents(content.itemPrices).filter((price) => price !== cents(content.amount ?? 0)),
  };
};

/** Of the larger list of lines, the share whose price the other list has too (each price counted once per line). */
const sharedLineShare = (a: readonly number[], b: readonly number[]): number => {
  const left = new Map<number, number>();
  for (const price of a) left.set(price, (left.get(price) ?? 0) + 1);
  let shared = 0;
  for (const price of b) {
    const count = left.get(price) ?? 0;
    if (count > 0) {
      shared++;
      left.set(price, count - 1);
    }
  }
  return shared / Math.max(a.length, b.length, 1);
};

/** Of the larger list, at least this share of lines must be on both: one line misread or missed in five. */
export const SHARED_LINES = 0.75;

/**
 * Two readings of one purchase: the same date and total, no card contradicting it, and one more part
 * that agrees beyond chance: most of the lines (by price), or the card's last four, or the vendor when
 * one of the two read no lines of its own. Another purchase at the same store on the same day has
 * another total, or other lines; a different store's receipt with the same date and total has other
 * lines and another card. The same vendor, date and total alone is not enough, because two copies of
 * one receipt are not the only way to get it.
 */
export const sameContent = (a: ContentParts, b: ContentParts): boolean => {
  if (a.dateTotal !== b.dateTotal) return false;
  if (a.card !== null && b.card !== null && a.card !== b.card) return false;
  if (a.prices.length > 0 && b.prices.length > 0 && sharedLineShare(a.prices, b.prices) >= SHARED_LINES) return true;
  if (a.card !== null && a.card === b.card) return true;
  return a.vendor !== null && a.vendor === b.vendor && (a.prices.length === 0 || b.prices.length === 0);
};
