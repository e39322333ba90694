import type { KafkaBusOptions } from './broker-bus';

/**
 * How either client reaches the brokers, in the KafkaJS-style settings both take: the same on both, so
 * that KAFKA_CLIENT changes the library and nothing else.
 */
export const clientSettings = (options: KafkaBusOptions) => ({
  clientId: options.clientId,
  brokers: [...options.brokers],
  retry: { retries: 5, initialRetryTime: 200, maxRetryTime: 5_000 },
  connectionTimeout: 3_000,
  requestTimeout: 10_000,
});
