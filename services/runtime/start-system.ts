import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { BoundedMap } from '../../common/cache';
import type { AppConfig } from '../../common/config';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { groupIdFor } from '../../common/topics';
import { JOBS_PROJECTION_GROUP, startJobsProjector } from '../../projections/jobs';
import { USAGE_PROJECTION_GROUP, startUsageProjector } from '../../projections/usage';
import { REVIEW_QUEUE_PROJECTION_GROUP, startReviewQueueProjector } from '../../projections/review-queue';
import { consoleAssetsDir } from '../../common/paths';
import { purgeExpired } from '../retention';
import { catalogProgramResolver, createExtractionEngine, type ExtractionEngine } from '../extractor/engine';
import { EXTRACTOR_GROUP, startExtractor } from '../extractor/extractor-worker';
import { AUDITOR_GROUP, startAuditor } from '../auditor/auditor-worker';
import { createGatewayApp } from '../gateway/app';
import { BATCH_COORDINATOR_GROUP, BatchCache, startBatchCoordinator } from '../batch-coordinator';
import { DeliveryLoop, NOTIFIER_GROUP, postWebhook, startNotifier, tenantReader } from '../notifier';
import { connectInfrastructure, type Infrastructure } from './infrastructure';
import { runEvery } from './run-every';

/** Finished jobs keep a mark in the open collections this long: the wait estimate's recent throughput counts them. */
const JOBS_COMPACT_AFTER_MS = 120_000;
const JOBS_COMPACT_EVERY_MS = 30_000;
/** Jobs a worker process remembers having ended; a repeated request comes within seconds of the first, far fewer jobs than this. */
const ENDED_JOBS_REMEMBERED = 50_000;

export type ServiceName = 'gateway' | 'projections' | 'extractor' | 'auditor' | 'batch-coordinator' | 'notifier';

export type RunningSystem = Readonly<{ url: string | null; infra: Infrastructure; stop: () => Promise<void> }>;

export type SystemOptions = Readonly<{ services: readonly ServiceName[]; engine?: ExtractionEngine; sleep?: (ms: number) => Promise<void> }>;

/**
 * Starts the chosen services in this process on shared connections. Each service's main starts one;
 * the all-in-one main starts them all. Stopping drains consumers before closing connections.
 */
export const startSystem = async (config: AppConfig, logger: Logger, options: SystemOptions): Promise<RunningSystem> => {
  const infra = await connectInfrastructure(config, logger);
  const now = () => new Date();
  const subscriptions: Subscription[] = [];
  const workerId = `${hostname()}-${process.pid}`;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const want = (name: ServiceName) => options.services.includes(name);

  if (want('projections')) {
    subscriptions.push(await startJobsProjector({ groupId: groupIdFor(config.kafka.topicPrefix, JOBS_PROJECTION_GROUP), eventLog: infra.eventLog, store: infra.jobs, topic: infra.topics.jobs, logger: logger.child({ service: 'projections' }) }));
    subscriptions.push(runEvery('jobs compaction', JOBS_COMPACT_EVERY_MS, () => infra.jobs.compact(new Date(Date.now() - JOBS_COMPACT_AFTER_MS)), logger));
    subscriptions.push(await startUsageProjector({ groupId: groupIdFor(config.kafka.topicPrefix, USAGE_PROJECTION_GROUP), eventLog: infra.eventLog, store: infra.usage, topic: infra.topics.jobs, logger: logger.child({ service: 'projections' }) }));
    subscriptions.push(await startReviewQueueProjector({ groupId: groupIdFor(config.kafka.topicPrefix, REVIEW_QUEUE_PROJECTION_GROUP), eventLog: infra.eventLog, store: infra.reviewQueue, topic: infra.topics.jobs, logger: logger.child({ service: 'projections' }) }));
    const { purgeIntervalMs, usageRetentionDays } = config.retention;
    const retentionLogger = logger.child({ service: 'retention' });
    if (purgeIntervalMs > 0) subscriptions.push(runEvery('retention purge', purgeIntervalMs, () => purgeExpired(infra, { usageRetentionDays, now: now(), logger: retentionLogger }), retentionLogger));
  }
  const runnerDeps = (service: string) => ({ eventLog: infra.eventLog, topics: infra.topics, jobs: infra.jobs, logger: logger.child({ service }), now, sleep, workerId, retry: config.jobs, ended: new BoundedMap<string, 'completed' | 'failed'>(ENDED_JOBS_REMEMBERED) });
  if (want('auditor')) {
    subscriptions.push(await startAuditor({ ...runnerDeps('auditor'), catalog: infra.catalog, concurrency: 3, groupId: groupIdFor(config.kafka.topicPrefix, AUDITOR_GROUP) }));
  }
  // One engine per process, created once: its OCR worker is costly to start. Closed on stop.
  const engine = want('extractor') ? (options.engine ?? createExtractionEngine(config, catalogProgramResolver(infra.catalog, infra.tenants))) : null;
  if (want('extractor') && engine !== null) {
    subscriptions.push(
      await startExtractor({
        ...runnerDeps('extractor'),
        engine,
        fetchLimits: config.files,
        concurrency: 3,
        groupId: groupIdFor(config.kafka.topicPrefix, EXTRACTOR_GROUP),
      }),
    );
  }
  if (want('batch-coordinator')) {
    subscriptions.push(
      await startBatchCoordinator({
        eventLog: infra.eventLog, topics: infra.topics, store: infra.batches, cache: new BatchCache(), logger: logger.child({ service: 'batch-coordinator' }), now,
        progress: { everyPercent: config.batches.progressEveryPercent, everyMs: config.batches.progressEveryMs },
        groupId: groupIdFor(config.kafka.topicPrefix, BATCH_COORDINATOR_GROUP), partitionsConcurrently: config.kafka.partitions,
      }),
    );
  }
  if (want('notifier')) {
    const hooks = config.webhooks;
    const notifierLogger = logger.child({ service: 'notifier' });
    const loop = new DeliveryLoop(
      {
        store: infra.deliveries, tenant: tenantReader(infra.tenants, now), post: postWebhook, postOptions: { timeoutMs: hooks.timeoutMs, allowedPrivateHosts: hooks.allowedPrivateHosts },
        policy: { scheduleMs: hooks.retryScheduleMs, jitterRatio: hooks.jitterRatio }, now, random: Math.random, logger: notifierLogger,
      },
      { pollMs: hooks.pollMs, concurrency: hooks.concurrency, perUrlConcurrency: hooks.perUrlConcurrency, leaseMs: hooks.timeoutMs + 5_000 },
    );
    subscriptions.push(
      await startNotifier({ eventLog: infra.eventLog, topics: infra.topics, jobs: infra.jobs, deliveries: infra.deliveries, now, loop, logger: notifierLogger, groupId: groupIdFor(config.kafka.topicPrefix, NOTIFIER_GROUP), partitionsConcurrently: config.kafka.partitions }),
    );
  }
  let server: Server | null = null;
  let url: string | null = null;
  if (want('gateway')) {
    const app = createGatewayApp({ config, logger: logger.child({ service: 'gateway' }), eventLog: infra.eventLog, topics: infra.topics, jobs: infra.jobs, tenants: infra.tenants, catalog: infra.catalog, idempotency: infra.idempotency, rateLeases: infra.rateLeases, batches: infra.batches, deliveries: infra.deliveries, usage: infra.usage, readiness: infra.readiness, now, newJobId: () => `job_${randomUUID().replace(/-/g, '')}`, newBatchId: () => `bat_${randomUUID().replace(/-/g, '')}`, console: { reviewQueue: infra.reviewQueue, sessions: infra.consoleSessions, assetsDir: consoleAssetsDir } });
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.api.port, config.api.host, () => resolve(listening));
      listening.once('error', reject);
    });
    // Rate-limit slices of windows that are over are useless; FerretDB has no TTL indexes to drop them.
    subscriptions.push(runEvery('console session purge', 600_000, () => infra.consoleSessions.purgeExpired(new Date()), logger));
    subscriptions.push(runEvery('rate-limit purge', 60_000, () => infra.rateLeases.purgeBefore(Date.now() - 60_000), logger));
    const { port } = server.address() as AddressInfo;
    url = `http://${config.api.host}:${port}`;
  }
  return {
    url,
    infra,
    stop: async () => {
      if (server !== null) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await Promise.allSettled(subscriptions.map((subscription) => subscription.stop()));
      await engine?.close();
      await infra.close();
    },
  };
};
