import type { IncomingMessage } from '../message-bus';

/**
 * A fetched message as both Kafka clients' KafkaJS-style API hands it over (kafkajs, and the confluent
 * client's KafkaJS layer), said structurally so that neither library's types leak into the other's adapter.
 */
export type ClientMessage = Readonly<{
  offset: string;
  timestamp: string;
  key: Buffer | null;
  value: Buffer | null;
  headers?: Readonly<Record<string, Buffer | string | (Buffer | string)[] | undefined>>;
}>;

/** A client's message as the port's IncomingMessage: key and headers as text, a missing value as no bytes. */
export const toIncoming = (topic: string, partition: number, message: ClientMessage): IncomingMessage => ({
  topic,
  partition,
  offset: message.offset,
  timestamp: Number(message.timestamp),
  key: message.key === null ? null : message.key.toString('utf8'),
  value: message.value ?? Buffer.alloc(0),
  headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)])),
});
