import type { BatchEvent } from '../batches';
import { assertNever } from '../events';
import type { JobCompleted, JobEvent, JobType } from '../jobs';
import { deliveryIdFor, webhookFor, webhookKeyOf, type WebhookEvent } from '../webhooks';
import { utcDay } from './calendar-day';
import type { UsageJob, UsageKind, UsageRecord } from './usage-record';

/** Every event on the jobs topic. */
export type TopicEvent = JobEvent | BatchEvent;

/** The jobs an event starts: a request, or a chunk of a batch's items. */
export const usageJobsOf = (event: TopicEvent): UsageJob[] => {
  const { tenantId, occurredAt } = event.metadata;
  switch (event.type) {
    case 'JobRequested':
      return [
        {
          jobId: event.data.jobId,
          tenantId,
          jobType: event.data.jobType,
          webhookUrl: event.data.webhookUrl,
          requestedAt: occurredAt,
        },
      ];
    case 'BatchItemsAdded':
      return event.data.items.map((item) => ({
        jobId: item.jobId,
        tenantId,
        jobType: event.data.batchType,
        webhookUrl: item.webhookUrl,
        requestedAt: occurredAt,
      }));
    default:
      return [];
  }
};

const COMPLETED_KIND: Readonly<Record<JobType, UsageKind>> = {
  receipt_extraction: 'extractions',
  submission_audit: 'audits',
};

/**
 * The billable facts of one event. Only completed work is billed: a failed job (permanent error,
 * attempts exhausted, cancelled batch item) counts nothing but the webhook that reports it. A job is
 * billed once however many completions it has (ids by jobId); webhooks once per delivery the notifier
 * records (ids by delivery id). `job` is what the job's request said; null when it was never seen.
 */
export const usageOf = (event: TopicEvent, job: UsageJob | null): UsageRecord[] => {
  const record = (id: string, kind: UsageKind, quantity: number): UsageRecord => ({
    recordId: `${id}:${kind}`,
    tenantId: event.metadata.tenantId,
    day: utcDay(event.metadata.occurredAt),
    kind,
    quantity,
  });
  switch (event.type) {
    case 'JobCompleted':
      return job === null
        ? []
        : [...completedWork(event, job.jobType, record), ...webhookUsage(event, job.webhookUrl, record)];
    case 'JobFailed':
    case 'ClaimReviewed':
      return job === null ? [] : webhookUsage(event, job.webhookUrl, record);
    case 'BatchProgressed':
    case 'BatchCompleted':
      return webhookUsage(event, null, record);
    case 'BatchItemsAdded':
      return event.data.items.length === 0
        ? []
        : [record(event.metadata.eventId, 'batchItems', event.data.items.length)];
    case 'JobRequested':
    case 'JobStarted':
    case 'JobRetryScheduled':
    case 'BatchCreated':
    case 'BatchCancelRequested':
      return [];
    default:
      return assertNever(event);
  }
};

type RecordOf = (id: string, kind: UsageKind, quantity: number) => UsageRecord;

const completedWork = (event: JobCompleted, jobType: JobType, record: RecordOf): UsageRecord[] => {
  const { jobId, pages } = event.data;
  return [
    record(jobId, COMPLETED_KIND[jobType], 1),
    ...(pages !== null && pages > 0 ? [record(jobId, 'pages', pages)] : []),
  ];
};

const webhookUsage = (event: WebhookEvent, jobWebhookUrl: string | null, record: RecordOf): UsageRecord[] => {
  const target = webhookFor(event, jobWebhookUrl);
  return target === null ? [] : [record(deliveryIdFor(webhookKeyOf(event), target.url), 'webhookDeliveries', 1)];
};
