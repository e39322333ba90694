import { addDays, daysIncluded } from './calendar-day';
import type { UsageKind, UsageTotal } from './usage-record';

export type UsageCounts = Readonly<Record<UsageKind, number>>;
export type UsageDay = Readonly<{ date: string } & UsageCounts>;
export type UsageReport = Readonly<{
  tenantId: string;
  from: string;
  to: string;
  days: readonly UsageDay[];
  totals: UsageCounts;
}>;

const zero = (): Record<UsageKind, number> => ({
  extractions: 0,
  pages: 0,
  audits: 0,
  batchItems: 0,
  webhookDeliveries: 0,
});

/**
 * The answer of `GET /v1/usage`: every day of the range, in order, zeros included (a client charts
 * or invoices it without filling gaps), and the totals. Sums outside the range are ignored.
 */
export const usageReport = (tenantId: string, from: string, to: string, sums: readonly UsageTotal[]): UsageReport => {
  const byDay = new Map<string, Record<UsageKind, number>>();
  for (let offset = 0; offset < daysIncluded(from, to); offset += 1) byDay.set(addDays(from, offset), zero());
  const totals = zero();
  for (const { day, kind, quantity } of sums) {
    const counts = byDay.get(day);
    if (counts === undefined) continue;
    counts[kind] += quantity;
    totals[kind] += quantity;
  }
  return { tenantId, from, to, days: [...byDay].map(([date, counts]) => ({ date, ...counts })), totals };
};
