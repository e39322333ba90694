import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import type { AppConfig } from '../../common/config';

export type MemberAssignment = Readonly<{ memberId: string; clientHost: string; partitions: readonly number[] }>;

/** The members of a consumer group now, each with the partitions of `topic` it was given. */
export const groupAssignment = async (
  config: AppConfig,
  groupId: string,
  topic: string,
): Promise<MemberAssignment[]> => {
  const admin = new Kafka({
    clientId: `${config.kafka.clientId}-assignment`,
    brokers: [...config.kafka.brokers],
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const { groups } = await admin.describeGroups([groupId]);
    return (groups[0]?.members ?? []).map((member) => ({
      memberId: member.memberId,
      clientHost: member.clientHost,
      partitions: AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment[topic] ?? [],
    }));
  } finally {
    await admin.disconnect();
  }
};

/** Messages written to each partition of `topic` so far. */
export const partitionSizes = async (config: AppConfig, topic: string): Promise<Map<number, number>> => {
  const admin = new Kafka({
    clientId: `${config.kafka.clientId}-sizes`,
    brokers: [...config.kafka.brokers],
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    return new Map(
      (await admin.fetchTopicOffsets(topic)).map(({ partition, high, low }) => [partition, Number(high) - Number(low)]),
    );
  } finally {
    await admin.disconnect();
  }
};
