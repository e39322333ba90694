import type { AnyEvent } from '../../../common/events';
import type { BatchCompleted, BatchProgressed } from '../../../domain/batches';
import type { JobCompleted, JobFailed } from '../../../domain/jobs';
import type { Delivery } from '../../../domain/webhooks';
import type { JobsStore } from '../../../projections/jobs';
import type { DeliveriesStore } from '../../../projections/webhook-deliveries';
import { batchDeliveries, jobDeliveries } from './deliveries-for-event';

export type IntakeDeps = Readonly<{ jobs: JobsStore; deliveries: DeliveriesStore; now: () => Date }>;

/**
 * Turns one event into delivery records (nothing is sent here, so the consumer never waits on a
 * receiver). The same event twice gives the same delivery ids: the second changes nothing.
 */
export const recordDeliveries = async (deps: IntakeDeps, event: AnyEvent): Promise<Delivery[]> => {
  const now = deps.now();
  let deliveries: Delivery[];
  switch (event.type) {
    case 'JobCompleted':
    case 'JobFailed': {
      const jobEvent = event as JobCompleted | JobFailed;
      deliveries = jobDeliveries(jobEvent, await deps.jobs.get(jobEvent.data.jobId), now);
      break;
    }
    case 'BatchProgressed':
      deliveries = batchDeliveries(event as BatchProgressed, 'batch.progress', now);
      break;
    case 'BatchCompleted':
      deliveries = batchDeliveries(event as BatchCompleted, 'batch.completed', now);
      break;
    default:
      return [];
  }
  return deliveries.length === 0 ? [] : deps.deliveries.add(deliveries);
};
