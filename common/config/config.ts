import { type Env, readEnum, readInt, readList, readString, readUrl } from './env-readers';

/**
 * Everything the services need to know about their surroundings, read and validated once at start-up
 * and passed in. Nothing else in the code base reads process.env.
 */
export type AppConfig = Readonly<{
  api: Readonly<{ host: string; port: number; publicBaseUrl: string; maxBodyBytes: number; syncCutoffMs: number }>;
  kafka: Readonly<{ brokers: readonly string[]; clientId: string; topicPrefix: string; partitions: number }>;
  registry: Readonly<{ url: string }>;
  mongo: Readonly<{ url: string; database: string }>;
  files: Readonly<{
    maxBytes: number;
    timeoutMs: number;
    maxRedirects: number;
    /** Host names or IP literals the fetcher may reach although they are private or loopback (tests, local runs). */
    allowedPrivateHosts: readonly string[];
  }>;
  webhooks: Readonly<{ allowedHttpHosts: readonly string[] }>;
  jobs: Readonly<{ maxAttempts: number; backoffBaseMs: number }>;
  log: Readonly<{ level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent' }>;
}>;

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
      brokers: readList(env, 'KAFKA_BROKERS', ['127.0.0.1:9092']),
      clientId: readString(env, 'KAFKA_CLIENT_ID', 'receipt-audit'),
      topicPrefix: readString(env, 'KAFKA_TOPIC_PREFIX', 'receipt-audit.'),
      partitions: readInt(env, 'KAFKA_PARTITIONS', 6, { min: 1, max: 1000 }),
    },
    registry: { url: readUrl(env, 'SCHEMA_REGISTRY_URL', 'http://127.0.0.1:8081/apis/ccompat/v7') },
    mongo: {
      url: readString(env, 'MONGO_URL', 'mongodb://127.0.0.1:27017'),
      database: readString(env, 'MONGO_DATABASE', 'receipt_audit'),
    },
    files: {
      maxBytes: readInt(env, 'FILE_MAX_BYTES', 20 * MB, { min: 1024, max: 512 * MB }),
      timeoutMs: readInt(env, 'FILE_FETCH_TIMEOUT_MS', 15_000, { min: 100, max: 300_000 }),
      maxRedirects: readInt(env, 'FILE_FETCH_MAX_REDIRECTS', 3, { min: 0, max: 10 }),
      allowedPrivateHosts: readList(env, 'FILE_FETCH_ALLOWED_PRIVATE_HOSTS', []),
    },
    webhooks: { allowedHttpHosts: readList(env, 'WEBHOOK_ALLOWED_HTTP_HOSTS', []) },
    jobs: {
      maxAttempts: readInt(env, 'JOB_MAX_ATTEMPTS', 3, { min: 1, max: 20 }),
      backoffBaseMs: readInt(env, 'JOB_BACKOFF_BASE_MS', 1000, { min: 0, max: 600_000 }),
    },
    log: { level: readEnum(env, 'LOG_LEVEL', 'info', ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const) },
  };
  return deepFreeze(config);
};

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};
