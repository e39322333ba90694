import { AssignerProtocol } from 'kafkajs';
import type { AppConfig } from '../../common/config';
import { withKafkaAdmin } from './kafka-admin';

export type MemberAssignment = Readonly<{ memberId: string; clientHost: string; partitions: readonly number[] }>;

/** The members of a consumer group now, each with the partitions of `topic` it was given. */
export const groupAssignment = async (
  config: AppConfig,
  groupId: string,
  topic: string,
): Promise<MemberAssignment[]> => {
  return withKafkaAdmin(config, 'assignment', async (admin) => {
    const { groups } = await admin.describeGroups([groupId]);
    return (groups[0]?.members ?? []).map((member) => ({
      memberId: member.memberId,
      clientHost: member.clientHost,
      partitions: AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment[topic] ?? [],
    }));
  });
};

/** Messages written to each partition of `topic` so far. */
export const partitionSizes = async (config: AppConfig, topic: string): Promise<Map<number, number>> => {
  return withKafkaAdmin(config, 'sizes', async (admin) => {
    return new Map(
      (await admin.fetchTopicOffsets(topic)).map(({ partition, high, low }) => [partition, Number(high) - Number(low)]),
    );
  });
};
