import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { AppConfig } from '../../common/config';

/** Runs `use` with a quiet kafkajs admin of its own (client id `<clientId>-<purpose>`), disconnected afterwards. */
export const withKafkaAdmin = async <T>(
  config: AppConfig,
  purpose: string,
  use: (admin: Admin) => Promise<T>,
): Promise<T> => {
  const admin = new Kafka({
    clientId: `${config.kafka.clientId}-${purpose}`,
    brokers: [...config.kafka.brokers],
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.disconnect();
  }
};
