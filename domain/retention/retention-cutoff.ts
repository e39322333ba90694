import { addDays, utcDay } from '../usage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment before which a tenant's finished work is purged: `retentionDays` whole days before now.
 * Null for a value that is not a positive whole number (a damaged tenant record): purging nothing is
 * the safe reading of a retention nobody can interpret, purging everything is not.
 */
export const retentionCutoff = (retentionDays: number, now: Date): Date | null =>
  Number.isInteger(retentionDays) && retentionDays >= 1 ? new Date(now.getTime() - retentionDays * DAY_MS) : null;

/** Usage is counted by day, so it is kept by whole days: days before the returned one are purged. */
export const usageCutoffDay = (usageRetentionDays: number, now: Date): string =>
  addDays(utcDay(now), -usageRetentionDays);

/** What the retention keeps now, for every tenant at once: purges of finished work and of usage days. */
export type RetentionCutoffs = Readonly<{
  /** Per tenant, finished work before this moment is purged; tenants with an unreadable retention are left out. */
  tenants: readonly Readonly<{ tenantId: string; before: Date }>[];
  /** Usage days before this one are purged. */
  usageBefore: string;
}>;

export const retentionCutoffs = (
  tenants: readonly Readonly<{ tenantId: string; retentionDays: number }>[],
  usageRetentionDays: number,
  now: Date,
): RetentionCutoffs => ({
  tenants: tenants.flatMap(({ tenantId, retentionDays }) => {
    const before = retentionCutoff(retentionDays, now);
    return before === null ? [] : [{ tenantId, before }];
  }),
  usageBefore: usageCutoffDay(usageRetentionDays, now),
});
