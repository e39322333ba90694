import type { Logger } from '../../logging';
import type { MessageBus } from '../message-bus';

export type KafkaBusOptions = Readonly<{ brokers: readonly string[]; clientId: string; logger: Logger }>;

/** A MessageBus on a real broker, whichever client library runs it; tests and tools may also delete topics. */
export interface BrokerBus extends MessageBus {
  /** For tests and tools only: the service itself never deletes events. */
  deleteTopics(names: readonly string[]): Promise<void>;
}
