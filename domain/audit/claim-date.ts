import { readDates } from './attributes/dates';
import type { SubmissionAuditClaim } from './types';

// The date a claim is of: the latest full date written on its lines (a receipt or service date),
// which picks the edition of the rules for that school year when one is held.
export function claimDateOf(claim: Pick<SubmissionAuditClaim, 'lineItems'>): string | undefined {
  const items: readonly ({ description?: unknown; detail?: unknown } | null | undefined)[] = Array.isArray(
    claim.lineItems,
  )
    ? claim.lineItems
    : [];
  const dates = items.flatMap((item) =>
    [item?.description, item?.detail].flatMap((field) => (typeof field === 'string' ? readDates(field) : [])),
  );
  return dates.sort().at(-1);
}
