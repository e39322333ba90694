import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { Logger } from '../../logging';
import type { ConsumerGroups, Offsets, TopicEnds } from '../log-positions';
import { kafkajsLogCreator } from './kafkajs-logger';
import { LazyConnection } from './lazy-connection';
import { withoutIdleRequestTimers } from './request-queue-timer';

/** Topic ends and consumer groups through Kafka's admin API (kafkajs). */
export class KafkaLogAdmin implements TopicEnds, ConsumerGroups {
  private readonly admin: Admin;
  private readonly connection = new LazyConnection(() => this.admin.connect());

  constructor(options: Readonly<{ brokers: readonly string[]; clientId: string; logger: Logger }>) {
    withoutIdleRequestTimers();
    const kafka = new Kafka({
      clientId: options.clientId,
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
      logCreator: kafkajsLogCreator(options.logger),
    });
    this.admin = kafka.admin();
  }

  async endOffsets(topic: string): Promise<Offsets> {
    await this.connection.ready();
    const partitions = await this.admin.fetchTopicOffsets(topic);
    return new Map(
      partitions
        .filter(({ high, low }) => Number(high) > Number(low))
        .map(({ partition, high }) => [partition, Number(high)]),
    );
  }

  async committedOffsets(groupId: string, topic: string): Promise<Offsets> {
    await this.connection.ready();
    const [committed] = await this.admin.fetchOffsets({ groupId, topics: [topic] });
    // -1: nothing committed there yet; the group will start that partition from its beginning
    return new Map(
      (committed?.partitions ?? [])
        .filter(({ offset }) => Number(offset) >= 0)
        .map(({ partition, offset }) => [partition, Number(offset)]),
    );
  }

  async isActive(groupId: string): Promise<boolean> {
    await this.connection.ready();
    const { groups } = await this.admin.describeGroups([groupId]);
    return (groups[0]?.members.length ?? 0) > 0;
  }

  async delete(groupId: string): Promise<void> {
    await this.connection.ready();
    await this.admin.deleteGroups([groupId]);
  }

  async close(): Promise<void> {
    await this.admin.disconnect();
    this.connection.forget();
  }
}
