import type { AnyEvent } from '../../../common/events';
import { isWebhookEvent, type Delivery } from '../../../domain/webhooks';
import type { JobsStore } from '../../../projections/jobs';
import type { DeliveriesStore } from '../../../projections/webhook-deliveries';
import { batchDeliveries, jobDeliveries } from './deliveries-for-event';

export type IntakeDeps = Readonly<{ jobs: JobsStore; deliveries: DeliveriesStore; now: () => Date }>;

/**
 * Turns one event into delivery records (nothing is sent here, so the consumer never waits on a
 * receiver). The same event twice gives the same delivery ids: the second changes nothing.
 */
export const recordDeliveries = async (deps: IntakeDeps, event: AnyEvent): Promise<Delivery[]> => {
  if (!isWebhookEvent(event)) return [];
  const now = deps.now();
  const deliveries =
    event.type === 'JobCompleted' || event.type === 'JobFailed' || event.type === 'ClaimReviewed'
      ? jobDeliveries(event, await deps.jobs.get(event.data.jobId), now)
      : batchDeliveries(event, now);
  return deliveries.length === 0 ? [] : deps.deliveries.add(deliveries);
};
