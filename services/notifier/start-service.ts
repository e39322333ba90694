import { groupIdFor } from '../../common/topics';
import { stopAll, type Service } from '../runtime';
import { DeliveryLoop } from './delivery/delivery-loop';
import { tenantReader } from './delivery/secrets-cache';
import { NOTIFIER_GROUP, startNotifier } from './notifier';
import { postWebhook } from './sending/post-webhook';

export const notifierService: Service = {
  name: 'notifier',
  start: async ({ config, logger, infra, now }) => {
    const hooks = config.webhooks;
    const notifierLogger = logger.child({ service: 'notifier' });
    const loop = new DeliveryLoop(
      {
        store: infra.deliveries,
        tenant: tenantReader(infra.tenants, now),
        post: postWebhook,
        postOptions: { timeoutMs: hooks.timeoutMs, allowedPrivateHosts: hooks.allowedPrivateHosts },
        policy: { scheduleMs: hooks.retryScheduleMs, jitterRatio: hooks.jitterRatio },
        now,
        random: Math.random,
        logger: notifierLogger,
      },
      {
        pollMs: hooks.pollMs,
        concurrency: hooks.concurrency,
        perUrlConcurrency: hooks.perUrlConcurrency,
        leaseMs: hooks.timeoutMs + 5_000,
      },
    );
    const subscription = await startNotifier({
      eventLog: infra.eventLog,
      topics: infra.topics,
      webhookJobs: infra.webhookJobs,
      deliveries: infra.deliveries,
      now,
      loop,
      logger: notifierLogger,
      groupId: groupIdFor(config.kafka.topicPrefix, NOTIFIER_GROUP),
      partitionsConcurrently: config.kafka.partitions,
      passOverPaceMs: config.kafka.passOverPaceMs,
    });
    return { stop: stopAll([subscription]) };
  },
};
