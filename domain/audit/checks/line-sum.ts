import type { AuditFlag } from '../types';
import { money, type AuditContext } from './context';

const TOLERANCE_CENTS = 1;

// Prices are unit prices and quantity is not part of the audit input, so a sum that misses the
// amount may be a quantity the claimant left out; either way a reviewer has to reconcile it.
export function checkLineSum(context: AuditContext): AuditFlag[] {
  if (context.lines.length === 0 || !Number.isFinite(context.amount)) return [];
  const cents = context.lines.reduce(
    (sum, line) => sum + (Number.isFinite(line.item.price) ? Math.round(line.item.price * 100) : 0),
    0,
  );
  const amountCents = Math.round(context.amount * 100);
  const difference = amountCents - cents;
  if (Math.abs(difference) <= TOLERANCE_CENTS) return [];
  const direction = difference > 0 ? 'more' : 'less';
  return [
    {
      severity: 'warning',
      code: 'LINE_SUM_MISMATCH',
      field: 'amount',
      message: `Line items add up to ${money(cents / 100)} but the claim amount is ${money(context.amount)} (${money(Math.abs(difference) / 100)} ${direction}).`,
      suggestion:
        'Make the amount equal the sum of the claimed lines: add missing lines (sales tax, quantities) or remove items not claimed.',
    },
  ];
}
