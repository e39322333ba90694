import type { AppConfig } from '../../common/config';
import type { Logger } from '../../common/logging';
import { KafkaMessageBus } from '../../common/messaging/kafka';
import { connectMongo } from '../../common/storage';
import { allTopics, topicsFor } from '../../common/topics';

/**
 * For tests and benchmarks only: removes a run's database and topics. Called once the run's services
 * have stopped, so no service's connection or consumer is still using the database or topics that go.
 */
export const eraseRunData = async (config: AppConfig, logger: Logger): Promise<void> => {
  const mongo = connectMongo(config.mongo.url, config.mongo.database);
  const bus = new KafkaMessageBus({
    brokers: config.kafka.brokers,
    clientId: `${config.kafka.clientId}-eraser`,
    logger,
  });
  try {
    await mongo.db.dropDatabase().catch(() => undefined);
    await bus.deleteTopics(allTopics(topicsFor(config.kafka.topicPrefix))).catch(() => undefined);
  } finally {
    await Promise.allSettled([mongo.close(), bus.close()]);
  }
};
