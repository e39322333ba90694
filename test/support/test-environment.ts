import { randomBytes } from 'node:crypto';
import { loadConfig, type AppConfig } from '../../common/config';

/**
 * Configuration for one test file against the real local servers: its own topic prefix, consumer groups
 * and database, so test files and earlier runs never see each other's events or documents.
 */
export const testConfig = (overrides: Record<string, string> = {}): AppConfig =>
  loadConfig({ ...process.env, ...testEnv(overrides) });

/** Webhooks to a receiver the test runs on this machine, looked for every 50 ms. */
export const LOCAL_WEBHOOKS = { WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '50' };

/**
 * The same settings as environment variables (over process.env's), for tests that start services as
 * their own processes: give these to the processes and `loadConfig({ ...process.env, ...env })` to the test.
 */
export const testEnv = (overrides: Record<string, string> = {}): Record<string, string> => {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    KAFKA_TOPIC_PREFIX: `test-${runId}.`,
    KAFKA_PARTITIONS: '3',
    MONGO_DATABASE: `test_${runId}`,
    API_PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    FILE_FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost',
    WEBHOOK_ALLOWED_HTTP_HOSTS: '127.0.0.1,localhost',
    JOB_BACKOFF_BASE_MS: '50',
    ...overrides,
  };
};
