import { severityOf } from '../result/severity-policy';
import type { AuditFlag } from '../types';
import { money, type AuditContext } from './context';

const TOLERANCE_CENTS = 1;

// Lines that do not add up to the amount (more than a cent apart) make a malformed claim: the
// administrator cannot tell which amount is claimed for what (api-decisions.md, "Audit status").
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
      severity: severityOf('LINE_SUM_MISMATCH'),
      code: 'LINE_SUM_MISMATCH',
      field: 'amount',
      message: `Line items add up to ${money(cents / 100)} but the claim amount is ${money(context.amount)} (${money(Math.abs(difference) / 100)} ${direction}).`,
      suggestion:
        'Make the amount equal the sum of the claimed lines: add missing lines (sales tax, quantities) or remove items not claimed.',
    },
  ];
}
