import { randomUUID } from 'node:crypto';
import type { Admin, Kafka } from 'kafkajs';
import { NotFoundError } from '../../errors';
import type { IncomingMessage } from '../message-bus';
import { toIncoming } from './to-incoming';

/**
 * Reads a topic from its beginning to its end as of the call. kafkajs cannot assign partitions by hand,
 * so a throwaway consumer group does the reading; it commits nothing and is deleted afterwards, so the
 * services' own groups and offsets are never touched.
 */
export const readTopic = async (
  kafka: Kafka,
  admin: Admin,
  topic: string,
  timeoutMs = 60_000,
): Promise<IncomingMessage[]> => {
  if (!(await admin.listTopics()).includes(topic)) throw new NotFoundError(`Topic ${topic} does not exist`);
  const ends = new Map(
    (await admin.fetchTopicOffsets(topic))
      .filter(({ high, low }) => Number(high) > Number(low))
      .map(({ partition, high }) => [partition, Number(high)]),
  );
  if (ends.size === 0) return [];
  const groupId = `${topic}.reader.${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
  // Keyed by position: a redelivery inside the throwaway group must not list a message twice.
  const received = new Map<string, IncomingMessage>();
  try {
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Reading ${topic} took longer than ${timeoutMs} ms`)), timeoutMs);
      const unfinished = new Set(ends.keys());
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ partition, message }) => {
            const end = ends.get(partition);
            // Messages written after the call started are not part of this reading.
            if (end === undefined || Number(message.offset) >= end) return;
            received.set(`${partition}:${message.offset}`, toIncoming(topic, partition, message));
            if (Number(message.offset) + 1 < end) return;
            unfinished.delete(partition);
            if (unfinished.size > 0) return;
            clearTimeout(timer);
            resolve();
          },
        })
        .catch((error: unknown) => {
          clearTimeout(timer);
          reject(error);
        });
    });
  } finally {
    await consumer.disconnect().catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
  return [...received.values()].sort((a, b) => a.partition - b.partition || Number(a.offset) - Number(b.offset));
};
