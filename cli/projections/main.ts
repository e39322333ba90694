import { loadConfig, type AppConfig } from '../../common/config';
import { isAppError } from '../../common/errors';
import { AvroRegistryCodec, EVENT_SCHEMAS } from '../../common/events/avro';
import { createLogger } from '../../common/logging';
import { KafkaLogAdmin, KafkaMessageBus } from '../../common/messaging/kafka';
import { connectMongo, type MongoHandle } from '../../common/storage';
import { MongoTenantStore } from '../../common/tenants';
import { topicsFor } from '../../common/topics';
import { retentionCutoffs } from '../../domain/retention';
import { REBUILDABLE_PROJECTIONS } from './rebuildable-projections';
import { EXIT, runProjections } from './run-projections';
import { DEFAULT_JITTER_RATIO } from '../../domain/retry';

/** The operators' tool for read models: rebuild them from the events, drop what rebuilds replaced (docs/projections.md). */
const main = async (): Promise<number> => {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(
      `projections: invalid configuration: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT.usage;
  }
  // Warnings and errors only, on stderr: stdout carries the progress and the summary (JSON with --json).
  const logger = createLogger({
    level: config.log.level === 'info' ? 'warn' : config.log.level,
    name: 'projections',
    stream: 2,
  });
  const closers: Array<() => Promise<void>> = [];
  try {
    return await runProjections(process.argv.slice(2), {
      table: REBUILDABLE_PROJECTIONS,
      connect: async (onProgress) => {
        const clientId = `${config.kafka.clientId}-projections`;
        // The plain bus, not the dead-lettering one: a rebuild skips what the live consumers skipped, and records nothing.
        const bus = new KafkaMessageBus({ brokers: config.kafka.brokers, clientId, logger });
        const admin = new KafkaLogAdmin({ brokers: config.kafka.brokers, clientId, logger });
        const mongo: MongoHandle = connectMongo(config.mongo.url, config.mongo.database);
        closers.push(
          () => bus.close(),
          () => admin.close(),
          () => mongo.close(),
        );
        return {
          db: mongo.db,
          bus,
          codec: new AvroRegistryCodec(config.registry.url, EVENT_SCHEMAS),
          ends: admin,
          groups: admin,
          topic: topicsFor(config.kafka.topicPrefix).jobs,
          topicPrefix: config.kafka.topicPrefix,
          partitions: config.kafka.partitions,
          retry: {
            maxAttempts: config.consumers.maxAttempts,
            backoff: {
              baseMs: config.consumers.backoffBaseMs,
              maxMs: config.consumers.backoffMaxMs,
              jitterRatio: DEFAULT_JITTER_RATIO,
            },
          },
          logger,
          now: () => new Date(),
          onProgress,
          progressEveryMs: 2_000,
          retentionCutoffs: async () =>
            retentionCutoffs(
              await new MongoTenantStore(mongo.db).listTenants(),
              config.retention.usageRetentionDays,
              new Date(),
            ),
        };
      },
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      onInterrupt: (stop) => process.once('SIGINT', stop),
    });
  } finally {
    for (const close of closers) await close().catch(() => undefined);
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `projections: ${isAppError(error) ? error.toJobError() : error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(EXIT.error);
  },
);
