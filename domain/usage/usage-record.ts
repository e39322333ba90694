import type { JobType } from '../jobs';

/** What is billed, per tenant and day. */
export type UsageKind = 'extractions' | 'pages' | 'audits' | 'batchItems' | 'webhookDeliveries';

/**
 * One billable fact. `recordId` is deterministic (what was counted, and as what), so counting the same
 * event twice, or the same job's completion twice, records it once.
 */
export type UsageRecord = Readonly<{
  recordId: string;
  tenantId: string;
  day: string;
  kind: UsageKind;
  quantity: number;
}>;

/**
 * What usage must remember of a job between its request and its end: final events carry neither the
 * job's type nor its webhook. Both come from the request (or the batch item), on the same partition
 * as the job's final events, so a consumer always sees them first.
 */
export type UsageJob = Readonly<{
  jobId: string;
  tenantId: string;
  jobType: JobType;
  webhookUrl: string | null;
  requestedAt: string;
}>;

/** A day's quantity of one kind, as the store sums them. */
export type UsageTotal = Readonly<{ day: string; kind: UsageKind; quantity: number }>;
