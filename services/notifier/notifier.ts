import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import type { Topics } from '../../common/topics';
import type { DeliveryLoop } from './delivery/delivery-loop';
import { notifierReads, recordDeliveries, type IntakeDeps, type NotifierEvent } from './intake/record-deliveries';

export const NOTIFIER_GROUP = 'notifier.v1';
/** Different jobs' events are recorded side by side; one job's stay in order, a batch's events are barriers. */
const NOTIFIER_JOBS_CONCURRENTLY = 16;

/**
 * The notifier: a consumer group that records a delivery for every webhook an event calls for and hands
 * it to the delivery loop. It decides from the events it consumes (`recordDeliveries`), never from a read model. Recording is all the consumer waits for; sending happens beside it.
 */
export const startNotifier = async (
  deps: IntakeDeps &
    Readonly<{
      eventLog: EventLog;
      topics: Topics;
      loop: DeliveryLoop;
      logger: Logger;
      groupId: string;
      partitionsConcurrently: number;
      /**
       * After a run of the jobs topic with nothing the notifier reads, while events keep coming, a wait of this
       * long: while a batch runs, a webhook is recorded (and sent) up to this much later, for fewer fetches.
       */
      passOverPaceMs?: number;
    }>,
): Promise<Subscription> => {
  deps.loop.start();
  const subscription = await deps.eventLog.subscribe<NotifierEvent>({
    groupId: deps.groupId,
    topics: [deps.topics.jobs],
    partitionsConcurrently: deps.partitionsConcurrently,
    jobsConcurrently: NOTIFIER_JOBS_CONCURRENTLY,
    ...(deps.passOverPaceMs === undefined ? {} : { passOverPaceMs: deps.passOverPaceMs }),
    reads: notifierReads,
    handler: async (event) => {
      deps.loop.offer(await recordDeliveries(deps, event));
    },
  });
  return {
    stop: async () => {
      await subscription.stop();
      await deps.loop.stop();
    },
  };
};
