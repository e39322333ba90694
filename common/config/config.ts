import { MAX_SECRET_OVERLAP_HOURS } from '../../domain/tenants';
import { ConfigError, type Env, readEnum, readInt, readIntList, readList, readString, readUrl } from './env-readers';

/**
 * Everything the services need to know about their surroundings, read and validated once at start-up
 * and passed in. Nothing else in the code base reads process.env.
 */
export type AppConfig = Readonly<{
  api: Readonly<{ host: string; port: number; publicBaseUrl: string; maxBodyBytes: number; syncCutoffMs: number }>;
  kafka: Readonly<{
    /**
     * Which Kafka client library the message bus runs on: kafkajs (pure JavaScript, the default) or
     * confluent (@confluentinc/kafka-javascript on librdkafka, a native build: docs/kafka-client.md).
     */
    client: KafkaClientName;
    brokers: readonly string[];
    clientId: string;
    topicPrefix: string;
    partitions: number;
    /**
     * The pace of the jobs and fingerprints projectors: while a partition's events keep coming, each waits
     * this long after a write, so that the next is larger. A synchronous request's answer, which polls the
     * jobs read model, and a copy's lookup, which reads the fingerprints, wait on them: kept short.
     */
    batchGatherMs: number;
    /**
     * How long the broker may hold the usage and review-queue projectors' fetches to gather more events
     * (fewer, larger database writes). Nobody waits on those read models, which trail by up to this much.
     */
    readModelGatherMs: number;
    /**
     * How long a group that reads little of a busy topic pauses after each run it passed over whole, while
     * the topic is busy: a worker's high lane (the work topic) and the notifier (the jobs topic). Under
     * load what such a group reads arrives up to this much later (plus a fetch through the busy process),
     * for far fewer fetches sent for nothing.
     */
    passOverPaceMs: number;
    /**
     * The batch coordinator's pace: while a batch's events keep coming, it waits this long after each run
     * it coordinated, so that the next run is larger (one save and one append for more items).
     */
    coordinatorPaceMs: number;
  }>;
  registry: Readonly<{ url: string }>;
  /**
   * maxPoolSize: connections per process; the request path's writes queue behind the projectors' when too few.
   * monitorCommands: the driver reports every command it sends (`commandStarted`); no setting turns it on,
   * the benchmarks do, to count what each item costs the database.
   */
  mongo: Readonly<{ url: string; database: string; maxPoolSize: number; monitorCommands?: boolean }>;
  files: Readonly<{
    maxBytes: number;
    timeoutMs: number;
    maxRedirects: number;
    /** Host names or IP literals the fetcher may reach although they are private or loopback (tests, local runs). */
    allowedPrivateHosts: readonly string[];
    /** PDFs with more pages fail with FILE_TOO_LARGE before any page is read. */
    maxPages: number;
  }>;
  extraction: Readonly<{
    engine: 'local' | 'openai';
    /**
     * Worker threads the extractor reads receipts in with the local engine; 0 (the default) reads in the
     * service's own thread. Threads pay where the extractor has cores to itself: on a two-core machine
     * that also runs Kafka and the database, one thread gave the same time for more CPU (docs/scaling-log.md).
     */
    readerThreads: number;
    /** Any OpenAI-compatible chat-completions server; used when engine is 'openai'. */
    openai: Readonly<{ baseUrl: string; apiKey: string | null; model: string; timeoutMs: number; maxRetries: number }>;
  }>;
  /** Claim audits: the rules alone ('local', the default) or a model reading the lines first, with the OPENAI_* settings above. */
  audit: Readonly<{ engine: 'local' | 'openai' }>;
  webhooks: Readonly<{
    allowedHttpHosts: readonly string[];
    /** Host names or IP literals webhooks may reach although they are private or loopback (tests, local runs). */
    allowedPrivateHosts: readonly string[];
    timeoutMs: number;
    /** Delay before each retry after a failed attempt; past the last one the delivery is `failed`. */
    retryScheduleMs: readonly number[];
    /** Each delay is spread by up to this fraction either way, so retries of many deliveries do not arrive together. */
    jitterRatio: number;
    /**
     * The longest the delivery log goes unsearched (new deliveries are sent at once, and the notifier's own retries
     * when they fall due): how late a retry by hand, another process's retry or a lapsed lease may be found.
     */
    pollMs: number;
    concurrency: number;
    perUrlConcurrency: number;
    /** How long the previous secret keeps signing after a rotation. */
    secretOverlapMs: number;
  }>;
  batches: Readonly<{ maxBodyBytes: number; progressEveryPercent: number; progressEveryMs: number }>;
  /** A job's attempts with transient failures, and the backoff between them (capped, with jitter). */
  jobs: Readonly<{ maxAttempts: number; backoffBaseMs: number; backoffMaxMs: number }>;
  /** The retention purge (docs/retention.md): how often it runs (0: never), and how long usage records are kept. */
  retention: Readonly<{ purgeIntervalMs: number; usageRetentionDays: number }>;
  /** How consumers treat a message whose handler fails (docs/dead-letters.md): outages are retried until they pass, anything else this many times. */
  consumers: Readonly<{ maxAttempts: number; backoffBaseMs: number; backoffMaxMs: number }>;
  /** The review console (docs/console.md): how long a sign-in lasts. */
  console: Readonly<{ sessionTtlMs: number }>;
  log: Readonly<{ level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent' }>;
}>;

export const KAFKA_CLIENTS = ['kafkajs', 'confluent'] as const;
export type KafkaClientName = (typeof KAFKA_CLIENTS)[number];

const MB = 1024 * 1024;

export const loadConfig = (env: Env): AppConfig => {
  const port = readInt(env, 'API_PORT', 3000, { min: 0, max: 65535 });
  const host = readString(env, 'API_HOST', '127.0.0.1');
  const config: AppConfig = {
    api: {
      host,
      port,
      publicBaseUrl: readUrl(env, 'PUBLIC_BASE_URL', `http://${host}:${port}`),
      maxBodyBytes: readInt(env, 'API_MAX_BODY_BYTES', 1 * MB, { min: 1024, max: 64 * MB }),
      syncCutoffMs: readInt(env, 'SYNC_CUTOFF_MS', 8_000, { min: 100, max: 120_000 }),
    },
    kafka: {
      client: readEnum(env, 'KAFKA_CLIENT', 'kafkajs', KAFKA_CLIENTS),
      brokers: readList(env, 'KAFKA_BROKERS', ['127.0.0.1:9092']),
      clientId: readString(env, 'KAFKA_CLIENT_ID', 'receipt-audit'),
      topicPrefix: readString(env, 'KAFKA_TOPIC_PREFIX', 'receipt-audit.'),
      partitions: readInt(env, 'KAFKA_PARTITIONS', 6, { min: 1, max: 1000 }),
      batchGatherMs: readInt(env, 'KAFKA_BATCH_GATHER_MS', 100, { min: 0, max: 5_000 }),
      readModelGatherMs: readInt(env, 'KAFKA_READ_MODEL_GATHER_MS', 500, { min: 0, max: 5_000 }),
      passOverPaceMs: readInt(env, 'KAFKA_PASS_OVER_PACE_MS', 50, { min: 0, max: 5_000 }),
      coordinatorPaceMs: readInt(env, 'KAFKA_COORDINATOR_PACE_MS', 20, { min: 0, max: 5_000 }),
    },
    registry: { url: readUrl(env, 'SCHEMA_REGISTRY_URL', 'http://127.0.0.1:8081/apis/ccompat/v7') },
    mongo: {
      url: readString(env, 'MONGO_URL', 'mongodb://127.0.0.1:27017'),
      database: readString(env, 'MONGO_DATABASE', 'receipt_audit'),
      maxPoolSize: readInt(env, 'MONGO_MAX_POOL_SIZE', 100, { min: 1, max: 1000 }),
    },
    files: {
      maxBytes: readInt(env, 'FILE_MAX_BYTES', 20 * MB, { min: 1024, max: 512 * MB }),
      timeoutMs: readInt(env, 'FILE_FETCH_TIMEOUT_MS', 15_000, { min: 100, max: 300_000 }),
      maxRedirects: readInt(env, 'FILE_FETCH_MAX_REDIRECTS', 3, { min: 0, max: 10 }),
      allowedPrivateHosts: readList(env, 'FILE_FETCH_ALLOWED_PRIVATE_HOSTS', []),
      maxPages: readInt(env, 'FILE_MAX_PAGES', 50, { min: 1, max: 2000 }),
    },
    extraction: readExtraction(env),
    audit: readAudit(env),
    webhooks: {
      allowedHttpHosts: readList(env, 'WEBHOOK_ALLOWED_HTTP_HOSTS', []),
      allowedPrivateHosts: readList(env, 'WEBHOOK_ALLOWED_PRIVATE_HOSTS', []),
      timeoutMs: readInt(env, 'WEBHOOK_TIMEOUT_MS', 10_000, { min: 100, max: 120_000 }),
      retryScheduleMs: readIntList(
        env,
        'WEBHOOK_RETRY_SCHEDULE_MS',
        [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000],
        { min: 1, max: 7 * 24 * 3_600_000 },
      ),
      jitterRatio: readInt(env, 'WEBHOOK_JITTER_PERCENT', 10, { min: 0, max: 50 }) / 100,
      pollMs: readInt(env, 'WEBHOOK_POLL_MS', 5_000, { min: 10, max: 60_000 }),
      concurrency: readInt(env, 'WEBHOOK_CONCURRENCY', 32, { min: 1, max: 1_000 }),
      perUrlConcurrency: readInt(env, 'WEBHOOK_PER_URL_CONCURRENCY', 4, { min: 1, max: 100 }),
      secretOverlapMs:
        readInt(env, 'WEBHOOK_SECRET_OVERLAP_HOURS', 24, { min: 0, max: MAX_SECRET_OVERLAP_HOURS }) * 3_600_000,
    },
    batches: {
      maxBodyBytes: readInt(env, 'BATCH_MAX_BODY_BYTES', 16 * MB, { min: 1024, max: 256 * MB }),
      progressEveryPercent: readInt(env, 'BATCH_PROGRESS_EVERY_PERCENT', 10, { min: 1, max: 100 }),
      progressEveryMs: readInt(env, 'BATCH_PROGRESS_EVERY_MS', 5_000, { min: 0, max: 3_600_000 }),
    },
    jobs: {
      maxAttempts: readInt(env, 'JOB_MAX_ATTEMPTS', 3, { min: 1, max: 20 }),
      backoffBaseMs: readInt(env, 'JOB_BACKOFF_BASE_MS', 1000, { min: 0, max: 600_000 }),
      backoffMaxMs: readInt(env, 'JOB_BACKOFF_MAX_MS', 60_000, { min: 1, max: 24 * 3_600_000 }),
    },
    retention: {
      purgeIntervalMs: readInt(env, 'RETENTION_PURGE_INTERVAL_MS', 3_600_000, { min: 0, max: 7 * 24 * 3_600_000 }),
      usageRetentionDays: readInt(env, 'USAGE_RETENTION_DAYS', 400, { min: 1, max: 36_500 }),
    },
    consumers: {
      maxAttempts: readInt(env, 'CONSUMER_MAX_ATTEMPTS', 5, { min: 1, max: 100 }),
      backoffBaseMs: readInt(env, 'CONSUMER_BACKOFF_BASE_MS', 200, { min: 0, max: 60_000 }),
      backoffMaxMs: readInt(env, 'CONSUMER_BACKOFF_MAX_MS', 30_000, { min: 1, max: 600_000 }),
    },
    console: { sessionTtlMs: readInt(env, 'CONSOLE_SESSION_TTL_MINUTES', 480, { min: 1, max: 7 * 24 * 60 }) * 60_000 },
    log: {
      level: readEnum(env, 'LOG_LEVEL', 'info', [
        'trace',
        'debug',
        'info',
        'warn',
        'error',
        'fatal',
        'silent',
      ] as const),
    },
  };
  return deepFreeze(config);
};

const readExtraction = (env: Env): AppConfig['extraction'] => {
  const engine = readEnum(env, 'EXTRACTION_ENGINE', 'local', ['local', 'openai'] as const);
  const apiKey = readString(env, 'OPENAI_API_KEY', '') || null;
  // Servers that check no key (a local vLLM or Ollama) still need some value: the SDK refuses none.
  if (engine === 'openai' && apiKey === null)
    throw new ConfigError(
      'OPENAI_API_KEY is required when EXTRACTION_ENGINE=openai (any non-empty value for a server that checks none)',
    );
  return {
    engine,
    readerThreads: readInt(env, 'EXTRACTOR_READER_THREADS', 0, {
      min: 0,
      max: 64,
    }),
    openai: {
      baseUrl: readUrl(env, 'OPENAI_BASE_URL', 'https://api.openai.com/v1'),
      apiKey,
      model: readString(env, 'OPENAI_MODEL', 'gpt-4o-mini'),
      timeoutMs: readInt(env, 'OPENAI_TIMEOUT_MS', 60_000, { min: 100, max: 600_000 }),
      maxRetries: readInt(env, 'OPENAI_MAX_RETRIES', 2, { min: 0, max: 10 }),
    },
  };
};

const readAudit = (env: Env): AppConfig['audit'] => {
  const engine = readEnum(env, 'AUDIT_ENGINE', 'local', ['local', 'openai'] as const);
  if (engine === 'openai' && !readString(env, 'OPENAI_API_KEY', ''))
    throw new ConfigError(
      'OPENAI_API_KEY is required when AUDIT_ENGINE=openai (any non-empty value for a server that checks none)',
    );
  return { engine };
};

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};
