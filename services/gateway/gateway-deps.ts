import type { HealthCheck } from '../runtime';
import type { AppConfig } from '../../common/config';
import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { ProgramCatalog } from '../../common/rule-sets';
import type { TenantStore } from '../../common/tenants';
import type { Topics } from '../../common/topics';
import type { FinalJobWatch, JobsStore } from '../../projections/jobs';
import type { BatchesStore } from '../../projections/batches';
import type { DeliveriesStore } from '../../projections/webhook-deliveries';
import type { UsageStore } from '../../projections/usage';
import type { AcceptedStore } from '../../common/accepted';
import type { ReviewLogStore } from '../../common/review-log';
import type { IdempotencyStore } from '../../common/idempotency';
import type { LeaseStore } from '../../common/rate-leases';

export type GatewayDeps = Readonly<{
  config: AppConfig;
  logger: Logger;
  eventLog: EventLog;
  topics: Topics;
  jobs: JobsStore;
  /** Wakes a synchronous request when the jobs projector in this process writes its job's final view. */
  jobFinals: FinalJobWatch;
  /** The gateway's own record of what it accepted: the read models have other writers. */
  accepted: AcceptedStore;
  /** The gateway's own record of each claim's review decisions: the version a decision takes. */
  reviewLog: ReviewLogStore;
  batches: BatchesStore;
  deliveries: DeliveriesStore;
  usage: UsageStore;
  tenants: TenantStore;
  catalog: ProgramCatalog;
  idempotency: IdempotencyStore;
  rateLeases: LeaseStore;
  /** Kafka, the schema registry and the database: /ready answers 200 only when all answer. */
  readiness: readonly HealthCheck[];
  now: () => Date;
  newJobId: () => string;
  newBatchId: () => string;
}>;

/** What the gateway builds for itself from its dependencies and shares between its routes. */
export type GatewayServices = Readonly<{
  openJobs: import('./limits/open-jobs').OpenJobsGuard;
  apiKeys: import('./tenants/api-key-cache').ApiKeyCache;
  /** Tenant records read at most once per 10 s per tenant: plans, limits, and whether a tenant exists. */
  tenantCache: import('./tenants/tenant-cache').TenantCache;
}>;
