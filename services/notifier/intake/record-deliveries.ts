import { EVENT_TYPE_HEADER, WEBHOOK_HEADER } from '../../../common/events';
import type { MessageFilter } from '../../../common/messaging';
import { itemRequestsOf, type BatchEvent } from '../../../domain/batches';
import { evolveJob, type JobEvent, type JobRequested } from '../../../domain/jobs';
import { isWebhookEvent, type Delivery } from '../../../domain/webhooks';
import type { DeliveriesStore } from '../../../projections/webhook-deliveries';
import type { WebhookJobsStore } from '../../../projections/webhook-jobs';
import { batchDeliveries, jobDeliveries } from './deliveries-for-event';

/** What the notifier reads: the jobs topic's events. */
export type NotifierEvent = JobEvent | BatchEvent;

export type IntakeDeps = Readonly<{ webhookJobs: WebhookJobsStore; deliveries: DeliveriesStore; now: () => Date }>;

/** Read whatever their headers say: a batch's items (which of them asked for a webhook is inside), a job's end, a batch's webhooks. */
const ALWAYS_READ = new Set(['BatchItemsAdded', 'JobFailed', 'ClaimReviewed', 'BatchProgressed', 'BatchCompleted']);

/**
 * What the notifier reads of the jobs topic, from the headers: the events of jobs that asked for a webhook
 * (their request, attempts and outcome), the events that can call for one whoever wrote them, and a
 * batch's items. Everything else (most of the log: jobs without a webhook) is passed over undecoded.
 */
export const notifierReads: MessageFilter = ({ headers }) => {
  const type = headers[EVENT_TYPE_HEADER];
  return type === undefined || ALWAYS_READ.has(type) || headers[WEBHOOK_HEADER] !== undefined;
};

/**
 * Turns one event into delivery records (nothing is sent here, so the consumer never waits on a
 * receiver), keeping the notifier's own record of the jobs that asked for a webhook as it goes: their
 * requests and every later event come before their outcome in the log, so the webhook's body is the job as
 * the log says at that event, never as a read model that may lag. The same event twice gives the same
 * record and the same delivery ids: the second changes nothing.
 */
export const recordDeliveries = async (deps: IntakeDeps, event: NotifierEvent): Promise<Delivery[]> => {
  if (event.type === 'JobRequested') return remember(deps, [event]);
  if (event.type === 'BatchItemsAdded') return remember(deps, itemRequestsOf(event));
  if (event.type === 'JobStarted' || event.type === 'JobRetryScheduled') {
    await foldIn(deps, event);
    return [];
  }
  if (!isWebhookEvent(event)) return [];
  const now = deps.now();
  const deliveries =
    event.type === 'BatchProgressed' || event.type === 'BatchCompleted'
      ? batchDeliveries(event, now)
      : jobDeliveries(event, await foldIn(deps, event), now);
  return deliveries.length === 0 ? [] : deps.deliveries.add(deliveries);
};

/** Keeps the first views of the requested jobs that asked for a webhook; no other job is written down. */
const remember = async (deps: IntakeDeps, requests: readonly JobRequested[]): Promise<Delivery[]> => {
  for (const request of requests) {
    if (request.data.webhookUrl === null) continue;
    const view = evolveJob(null, request);
    if (view !== null) await deps.webhookJobs.save(view);
  }
  return [];
};

/** The job's view with the event folded in, saved when it changed; null when the job asked for no webhook. */
const foldIn = async (deps: IntakeDeps, event: JobEvent) => {
  const view = await deps.webhookJobs.get(event.data.jobId);
  if (view === null) return null;
  const next = evolveJob(view, event) ?? view;
  if (next !== view) await deps.webhookJobs.save(next);
  return next;
};
