import { randomUUID } from 'node:crypto';
import { NotFoundError } from '../../errors';
import type { IncomingMessage } from '../message-bus';
import type { MessagePayload } from './consumer-runs';
import { toIncoming } from './to-incoming';

/** What reading a topic needs of a client's admin (both clients' KafkaJS-style admins have it). */
export type TopicAdmin = {
  listTopics(): Promise<string[]>;
  fetchTopicOffsets(topic: string): Promise<Array<{ partition: number; high: string; low: string }>>;
  deleteGroups(groupIds: string[]): Promise<unknown>;
};

/** A consumer of the throwaway group, connected and subscribed to the topic from its beginning, committing nothing. */
export type TopicReader = {
  run(eachMessage: (payload: MessagePayload) => Promise<void>): Promise<void>;
  disconnect(): Promise<void>;
};

/** Connects a reader's consumer and subscribes it; one whose subscription fails is disconnected again. */
export const connectSubscribed = async (
  consumer: { connect(): Promise<void>; disconnect(): Promise<void> },
  subscribe: () => Promise<void>,
): Promise<void> => {
  await consumer.connect();
  try {
    await subscribe();
  } catch (error) {
    await consumer.disconnect().catch(() => undefined);
    throw error;
  }
};

/**
 * Reads a topic from its beginning to its end as of the call. Neither client's KafkaJS API assigns
 * partitions by hand, so a throwaway consumer group does the reading; it commits nothing and is deleted
 * afterwards, so the services' own groups and offsets are never touched.
 */
export const readTopic = async (
  admin: TopicAdmin,
  openReader: (groupId: string) => Promise<TopicReader>,
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
  // Keyed by position: a redelivery inside the throwaway group must not list a message twice.
  const received = new Map<string, IncomingMessage>();
  let reader: TopicReader | null = null;
  try {
    reader = await openReader(groupId);
    const running = reader;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Reading ${topic} took longer than ${timeoutMs} ms`)), timeoutMs);
      const unfinished = new Set(ends.keys());
      running
        .run(async ({ partition, message }) => {
          const end = ends.get(partition);
          // Messages written after the call started are not part of this reading.
          if (end === undefined || Number(message.offset) >= end) return;
          received.set(`${partition}:${message.offset}`, toIncoming(topic, partition, message));
          if (Number(message.offset) + 1 < end) return;
          unfinished.delete(partition);
          if (unfinished.size > 0) return;
          clearTimeout(timer);
          resolve();
        })
        .catch((error: unknown) => {
          clearTimeout(timer);
          reject(error);
        });
    });
  } finally {
    await reader?.disconnect().catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
  return [...received.values()].sort((a, b) => a.partition - b.partition || Number(a.offset) - Number(b.offset));
};
