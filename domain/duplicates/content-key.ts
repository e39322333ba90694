import { createHash } from 'node:crypto';
import { normaliseVendorName } from '../extraction';

export type ReceiptContent = Readonly<{
  vendor: string | null;
  amount: number | null;
  transactionDate: string | null;
  cardLast4: string | null;
  itemPrices: readonly number[];
}>;

const cents = (amount: number): number => Math.round(amount * 100);

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
  const prices = content.itemPrices
    .filter((price) => Number.isFinite(price))
    .map(cents)
    .sort((a, b) => a - b);
  const text = [
    vendor,
    content.transactionDate,
    cents(content.amount),
    content.cardLast4 ?? '-',
    prices.join(','),
  ].join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
};
