import { isAppError } from '../../errors';
import type { Headers, IncomingMessage, OutgoingMessage } from '../message-bus';

/**
 * A dead letter is the original message (key, value bytes, headers) with headers saying where it came
 * from and why it was given up. All of ours start with `dlq-`, so the original headers can be told apart.
 */
export const DLQ_HEADER = {
  originTopic: 'dlq-origin-topic',
  originPartition: 'dlq-origin-partition',
  originOffset: 'dlq-origin-offset',
  consumerGroup: 'dlq-consumer-group',
  failure: 'dlq-failure',
  errorCode: 'dlq-error-code',
  errorMessage: 'dlq-error-message',
  attempts: 'dlq-attempts',
  failedAt: 'dlq-failed-at',
} as const;

const OUR_PREFIX = 'dlq-';
const MAX_ERROR_MESSAGE = 2_000;

export type DeadLetterFailure = Readonly<{
  groupId: string;
  failure: 'undecodable' | 'permanent';
  error: unknown;
  attempts: number;
  failedAt: Date;
}>;

/** What the dead-letter topic holds for one given-up message, as read back by the tools. */
export type DeadLetter = Readonly<{
  /** `<partition>-<offset>` in the dead-letter topic. */
  id: string;
  origin: Readonly<{ topic: string; partition: number; offset: string }>;
  consumerGroup: string;
  failure: string;
  error: Readonly<{ code: string; message: string }>;
  attempts: number;
  failedAt: string;
  eventType: string | null;
  eventId: string | null;
  /** The message as it was first written, ready to be published again. */
  original: OutgoingMessage;
}>;

export const deadLetterId = (message: Pick<IncomingMessage, 'partition' | 'offset'>): string =>
  `${message.partition}-${message.offset}`;

/** A message without a key keeps an empty one: the port's messages always have a key. */
export const toDeadLetter = (message: IncomingMessage, failure: DeadLetterFailure): OutgoingMessage => ({
  key: message.key ?? '',
  value: message.value,
  headers: {
    ...originalHeaders(message.headers),
    [DLQ_HEADER.originTopic]: message.topic,
    [DLQ_HEADER.originPartition]: String(message.partition),
    [DLQ_HEADER.originOffset]: message.offset,
    [DLQ_HEADER.consumerGroup]: failure.groupId,
    [DLQ_HEADER.failure]: failure.failure,
    [DLQ_HEADER.errorCode]: errorCode(failure.error),
    [DLQ_HEADER.errorMessage]: errorMessage(failure.error).slice(0, MAX_ERROR_MESSAGE),
    [DLQ_HEADER.attempts]: String(failure.attempts),
    [DLQ_HEADER.failedAt]: failure.failedAt.toISOString(),
  },
});

/** The dead letter a message of the dead-letter topic is, or null for anything else there (replay markers). */
export const readDeadLetter = (message: IncomingMessage): DeadLetter | null => {
  const header = (name: string): string | null => message.headers[name] ?? null;
  const topic = header(DLQ_HEADER.originTopic);
  if (topic === null) return null;
  return {
    id: deadLetterId(message),
    origin: {
      topic,
      partition: Number(header(DLQ_HEADER.originPartition)),
      offset: header(DLQ_HEADER.originOffset) ?? '',
    },
    consumerGroup: header(DLQ_HEADER.consumerGroup) ?? '',
    failure: header(DLQ_HEADER.failure) ?? '',
    error: { code: header(DLQ_HEADER.errorCode) ?? '', message: header(DLQ_HEADER.errorMessage) ?? '' },
    attempts: Number(header(DLQ_HEADER.attempts) ?? 0),
    failedAt: header(DLQ_HEADER.failedAt) ?? '',
    eventType: header('event-type'),
    eventId: header('event-id'),
    original: { key: message.key ?? '', value: message.value, headers: originalHeaders(message.headers) },
  };
};

const originalHeaders = (headers: Headers): Headers =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(OUR_PREFIX)));

const errorCode = (error: unknown): string => {
  if (isAppError(error)) return error.code;
  const { code, name } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    name?: unknown;
  };
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  return typeof name === 'string' ? name : 'UNKNOWN';
};

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
