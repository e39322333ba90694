import type { KafkaMessage } from 'kafkajs';
import type { IncomingMessage } from '../message-bus';

/** A kafkajs message as the port's IncomingMessage: key and headers as text, a missing value as no bytes. */
export const toIncoming = (topic: string, partition: number, message: KafkaMessage): IncomingMessage => ({
  topic,
  partition,
  offset: message.offset,
  key: message.key === null ? null : message.key.toString('utf8'),
  value: message.value ?? Buffer.alloc(0),
  headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)])),
});
