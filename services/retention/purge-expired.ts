import type { Logger } from '../../common/logging';
import type { TenantStore } from '../../common/tenants';
import { retentionCutoff, usageCutoffDay } from '../../domain/retention';
import type { Tenant } from '../../domain/tenants';
import type { BatchesStore } from '../../projections/batches';
import type { JobsStore } from '../../projections/jobs';
import type { UsageStore } from '../../projections/usage';
import type { ReviewQueueStore } from '../../projections/review-queue';
import type { FingerprintsStore } from '../../projections/fingerprints';
import type { DeliveriesStore } from '../../projections/webhook-deliveries';
import type { WebhookJobsStore } from '../../projections/webhook-jobs';
import { REPLAY_WINDOW_MS, type IdempotencyStore } from '../../common/idempotency';
import type { AcceptedStore } from '../../common/accepted';
import type { ReviewLogStore } from '../../common/review-log';

export type RetentionStores = Readonly<{
  tenants: TenantStore;
  jobs: JobsStore;
  batches: BatchesStore;
  deliveries: DeliveriesStore;
  /** The notifier's record of the jobs that asked for a webhook (their results and metadata). */
  webhookJobs?: WebhookJobsStore;
  idempotency: IdempotencyStore;
  usage: UsageStore;
  /** What the gateway accepted: where the read models miss, it answers, so expired work goes from there too. */
  accepted?: AcceptedStore;
  /** The gateway's record of review decisions: expired claims' decisions go with them. */
  reviewLog?: ReviewLogStore;
  /** The review console's queue (names and vendors of finished work); absent where no console runs. */
  reviewQueue?: ReviewQueueStore;
  /** Receipt fingerprints: a receipt past the tenant's retention is no longer "seen before". */
  fingerprints?: FingerprintsStore;
}>;

export type TenantPurged = Readonly<{
  tenantId: string;
  retentionDays: number;
  before: string;
  jobs: number;
  batches: number;
  batchItems: number;
  webhookDeliveries: number;
}>;

export type PurgeReport = Readonly<{
  at: string;
  tenants: readonly TenantPurged[];
  idempotencyRecords: number;
  usage: Readonly<{ before: string; records: number; jobs: number }>;
  /** What could not be purged this time (a tenant, `idempotency` or `usage`) and why; the next pass tries again. */
  failed: readonly Readonly<{ scope: string; error: string }>[];
}>;

const purgeTenant = async (stores: RetentionStores, tenant: Tenant, before: Date): Promise<TenantPurged> => {
  // One after the other: a purge is background work and never piles deletes on the database that serves requests.
  const jobs = await stores.jobs.purgeFinished(tenant.tenantId, before);
  const batches = await stores.batches.purgeFinished(tenant.tenantId, before);
  const webhookDeliveries = await stores.deliveries.purgeFinished(tenant.tenantId, before);
  await stores.webhookJobs?.purgeFinished(tenant.tenantId, before);
  await stores.accepted?.purgeTenantBefore(tenant.tenantId, before);
  await stores.reviewLog?.purgeTenantBefore(tenant.tenantId, before);
  await stores.reviewQueue?.purgeFinished(tenant.tenantId, before);
  await stores.fingerprints?.purgeBefore(tenant.tenantId, before);
  return {
    tenantId: tenant.tenantId,
    retentionDays: tenant.retentionDays,
    before: before.toISOString(),
    jobs,
    batches: batches.batches,
    batchItems: batches.items,
    webhookDeliveries,
  };
};

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One retention pass. For each tenant: finished jobs (their views hold the results), ended batches with
 * their items, and webhook deliveries that are over, older than the tenant's `retentionDays`. Then
 * idempotency records past the replay window and usage past `usageRetentionDays`. Open work is never
 * touched. Every step is a delete of what is expired now, so a pass run twice, or cut off and run
 * again, ends in the same state.
 */
export const purgeExpired = async (
  stores: RetentionStores,
  settings: Readonly<{ usageRetentionDays: number; now: Date; logger: Logger }>,
): Promise<PurgeReport> => {
  const { now, logger } = settings;
  const tenants: TenantPurged[] = [];
  const failed: { scope: string; error: string }[] = [];
  for (const tenant of await stores.tenants.listTenants()) {
    const before = retentionCutoff(tenant.retentionDays, now);
    if (before === null) {
      logger.warn(
        { tenantId: tenant.tenantId, retentionDays: tenant.retentionDays },
        "retention purge: the tenant's retentionDays is not a positive whole number; nothing purged",
      );
      failed.push({
        scope: tenant.tenantId,
        error: `retentionDays ${String(tenant.retentionDays)} is not a positive whole number`,
      });
      continue;
    }
    try {
      const purged = await purgeTenant(stores, tenant, before);
      tenants.push(purged);
      if (purged.jobs + purged.batches + purged.batchItems + purged.webhookDeliveries > 0)
        logger.info(purged, 'retention purge: tenant');
    } catch (error) {
      logger.warn(
        { err: error, tenantId: tenant.tenantId },
        'retention purge: tenant failed; the next pass tries again',
      );
      failed.push({ scope: tenant.tenantId, error: message(error) });
    }
  }
  let idempotencyRecords = 0;
  try {
    idempotencyRecords = await stores.idempotency.purgeBefore(new Date(now.getTime() - REPLAY_WINDOW_MS));
  } catch (error) {
    failed.push({ scope: 'idempotency', error: message(error) });
  }
  const usageBefore = usageCutoffDay(settings.usageRetentionDays, now);
  let usage = { before: usageBefore, records: 0, jobs: 0 };
  try {
    usage = { before: usageBefore, ...(await stores.usage.purgeBefore(usageBefore)) };
  } catch (error) {
    failed.push({ scope: 'usage', error: message(error) });
  }
  const report: PurgeReport = { at: now.toISOString(), tenants, idempotencyRecords, usage, failed };
  logger.info(
    { tenants: tenants.length, idempotencyRecords, usage, failed: failed.length },
    'retention purge: pass done',
  );
  return report;
};
