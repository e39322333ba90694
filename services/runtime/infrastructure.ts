import type { AppConfig } from '../../common/config';
import { EventLog } from '../../common/events';
import { AvroRegistryCodec, EVENT_SCHEMAS } from '../../common/events/avro';
import type { Logger } from '../../common/logging';
import type { BrokerBus } from '../../common/messaging/kafka';
import { createBrokerBus } from '../../common/messaging/create-broker-bus';
import { DeadLetteringBus } from '../../common/messaging/dead-letters';
import { rulesDir } from '../../common/paths';
import { MongoTenantRuleSetStore, ProgramCatalog } from '../../common/rule-sets';
import { loadStandardRuleSets } from '../../domain/audit';
import { JOB_EVENT_TYPES } from '../../domain/jobs';
import { connectMongo, type MongoHandle } from '../../common/storage';
import { MongoTenantStore, type TenantStore } from '../../common/tenants';
import { topicSpecs, topicsFor, workTopics, type Topics } from '../../common/topics';
import { FinalJobWatch, MongoJobsStore, type JobsStore } from '../../projections/jobs';
import { MongoBatchesStore, type BatchesStore } from '../../projections/batches';
import { MongoDeliveriesStore, type DeliveriesStore } from '../../projections/webhook-deliveries';
import { MongoWebhookJobsStore, type WebhookJobsStore } from '../../projections/webhook-jobs';
import { MongoUsageStore, type UsageStore } from '../../projections/usage';
import { MongoAcceptedStore, type AcceptedStore } from '../../common/accepted';
import { MongoReviewLogStore, type ReviewLogStore } from '../../common/review-log';
import { MongoIdempotencyStore, type IdempotencyStore } from '../../common/idempotency';
import { MongoLeaseStore } from '../../common/rate-leases';
import { withRetries } from './with-retries';
import { DEFAULT_JITTER_RATIO } from '../../domain/retry';

/** A dependency the readiness probe asks. */
export type HealthCheck = Readonly<{ name: string; check: () => Promise<boolean> }>;
import { MongoReviewQueueStore, type ReviewQueueStore } from '../../projections/review-queue';
import { MongoFingerprintsStore, type FingerprintsStore } from '../../projections/fingerprints';

export type Infrastructure = Readonly<{
  bus: BrokerBus;
  codec: AvroRegistryCodec;
  eventLog: EventLog;
  topics: Topics;
  mongo: MongoHandle;
  jobs: JobsStore;
  /** This process's jobs projector tells a synchronous request waiting here that its job's final view is written. */
  jobFinals: FinalJobWatch;
  accepted: AcceptedStore;
  /** The gateway's own record of each claim's review decisions (domain/reviews). */
  reviewLog: ReviewLogStore;
  tenants: TenantStore;
  batches: BatchesStore;
  deliveries: DeliveriesStore;
  /** The notifier's record of the jobs that asked for a webhook, from the events it consumes. */
  webhookJobs: WebhookJobsStore;
  usage: UsageStore;
  reviewQueue: ReviewQueueStore;
  fingerprints: FingerprintsStore;
  catalog: ProgramCatalog;
  idempotency: IdempotencyStore;
  rateLeases: MongoLeaseStore;
  readiness: readonly HealthCheck[];
  close: () => Promise<void>;
}>;

/**
 * Connects to the real servers: creates the topics (explicitly, never by auto-creation), registers the
 * event schemas, prepares the database's indexes. Waits up to about a minute for servers still starting;
 * an attempt that gets no answer is given up after 30 s and tried again.
 */
export const connectInfrastructure = async (config: AppConfig, logger: Logger): Promise<Infrastructure> => {
  // A broken rule file stops start-up here, with a message naming the file and the rule.
  const ruleSets = loadStandardRuleSets(rulesDir);
  const retry = {
    policy: { maxAttempts: 30, backoff: { baseMs: 250, maxMs: 2_000, jitterRatio: DEFAULT_JITTER_RATIO } },
    attemptTimeoutMs: 30_000,
    onRetry: (error: unknown, attempt: number) => {
      logger.warn({ err: error, attempt }, 'waiting for a dependency');
    },
  };
  const topics = topicsFor(config.kafka.topicPrefix);
  const bus = createBrokerBus(config.kafka.client, {
    brokers: config.kafka.brokers,
    clientId: config.kafka.clientId,
    logger: logger.child({ component: 'kafka' }),
  });
  await withRetries(
    'Creating the Kafka topics',
    () => bus.ensureTopics(topicSpecs(topics, config.kafka.partitions)),
    retry,
  );
  const codec = new AvroRegistryCodec(config.registry.url, EVENT_SCHEMAS);
  // A work topic holds only job events. Registering just those, each process's start-up asks the registry
  // for 35 subjects, not 55 (every type on every topic): a slow registry answer at start-up is rarer.
  await withRetries(
    'Registering the event schemas',
    () =>
      Promise.all([
        codec.register(topics.jobs),
        ...workTopics(topics).map((topic) => codec.register(topic, JOB_EVENT_TYPES)),
      ]),
    retry,
  );
  const mongo = connectMongo(
    config.mongo.url,
    config.mongo.database,
    config.mongo.maxPoolSize,
    config.mongo.monitorCommands,
  );
  const stores = {
    jobs: new MongoJobsStore(mongo.db),
    accepted: new MongoAcceptedStore(mongo.db),
    reviewLog: new MongoReviewLogStore(mongo.db),
    tenants: new MongoTenantStore(mongo.db),
    batches: new MongoBatchesStore(mongo.db),
    deliveries: new MongoDeliveriesStore(mongo.db),
    webhookJobs: new MongoWebhookJobsStore(mongo.db),
    usage: new MongoUsageStore(mongo.db),
    idempotency: new MongoIdempotencyStore(mongo.db),
    rateLeases: new MongoLeaseStore(mongo.db),
    reviewQueue: new MongoReviewQueueStore(mongo.db),
    fingerprints: new MongoFingerprintsStore(mongo.db),
  };
  const tenantRuleSets = new MongoTenantRuleSetStore(mongo.db);
  await withRetries(
    'Preparing the database',
    async () => {
      for (const store of [...Object.values(stores), tenantRuleSets]) await store.ensureIndexes();
    },
    retry,
  );
  return {
    bus,
    codec,
    // Every subscription goes through the dead-lettering bus: outages wait, poison messages are set aside.
    eventLog: new EventLog(deadLettering(bus, topics, config, logger), codec),
    topics,
    mongo,
    ...stores,
    jobFinals: new FinalJobWatch(),
    catalog: new ProgramCatalog(ruleSets, tenantRuleSets),
    readiness: [
      { name: 'kafka', check: () => bus.isHealthy() },
      { name: 'schemaRegistry', check: () => codec.isHealthy() },
      { name: 'database', check: () => mongo.isHealthy() },
    ],
    close: async () => {
      await bus.close();
      await mongo.close();
    },
  };
};

const deadLettering = (bus: BrokerBus, topics: Topics, config: AppConfig, logger: Logger): DeadLetteringBus =>
  new DeadLetteringBus(bus, {
    topic: topics.deadLetters,
    policy: {
      maxAttempts: config.consumers.maxAttempts,
      backoff: {
        baseMs: config.consumers.backoffBaseMs,
        maxMs: config.consumers.backoffMaxMs,
        jitterRatio: DEFAULT_JITTER_RATIO,
      },
    },
    logger: logger.child({ component: 'consumer' }),
  });
