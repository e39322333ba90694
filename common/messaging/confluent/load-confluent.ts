import type { ConfluentKafkaJS } from './confluent-api';

export const CONFLUENT_PACKAGE = '@confluentinc/kafka-javascript';

/**
 * The confluent client, loaded only when configuration asks for it. Its native part is built from source
 * at install and may be missing (no compiler, a failed build): that is said in one sentence naming the
 * way out, never as a crash deep in a service.
 */
export const loadConfluentKafkaJS = (): ConfluentKafkaJS => {
  try {
    // A plain require: the package is optional, so it cannot be a static import.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(CONFLUENT_PACKAGE) as { KafkaJS: ConfluentKafkaJS }).KafkaJS;
  } catch (error) {
    throw new Error(
      `KAFKA_CLIENT=confluent needs ${CONFLUENT_PACKAGE}, which is not installed here or whose native build failed ` +
        `(${error instanceof Error ? error.message.split('\n')[0] : String(error)}). ` +
        'Build it with `npm run kafka-client:build` (docs/kafka-client.md), or run on KAFKA_CLIENT=kafkajs.',
      { cause: error },
    );
  }
};

/** Whether the confluent client can be loaded here (tests and tools that report what is available). */
export const confluentAvailable = (): boolean => {
  try {
    loadConfluentKafkaJS();
    return true;
  } catch {
    return false;
  }
};
