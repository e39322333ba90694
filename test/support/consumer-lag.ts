import { AssignerProtocol, type Admin } from 'kafkajs';
import type { AppConfig } from '../../common/config';
import { withKafkaAdmin } from './kafka-admin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throwaway readers (`bus.readTopic`) use groups of this shape; they commit nothing and are not consumers to wait for. */
const READER_GROUP = /\.reader\.[0-9a-f-]+$/;

/** The topics a group reads: those its members are assigned, and those it has committed positions on. */
const topicsOfGroup = async (admin: Admin, groupId: string, among: readonly string[]): Promise<string[]> => {
  const { groups } = await admin.describeGroups([groupId]);
  const assigned = (groups[0]?.members ?? []).flatMap(({ memberAssignment }) =>
    memberAssignment.length === 0
      ? []
      : Object.keys(AssignerProtocol.MemberAssignment.decode(memberAssignment)?.assignment ?? {}),
  );
  const committed = (await admin.fetchOffsets({ groupId, topics: [...among] }))
    .filter(({ partitions }) => partitions.some(({ offset }) => Number(offset) >= 0))
    .map(({ topic }) => topic);
  return among.filter((topic) => assigned.includes(topic) || committed.includes(topic));
};

/** Per consumer group of this configuration's prefix: messages of the topics it reads that it has not committed yet. */
export const consumerLag = async (config: AppConfig, topics: readonly string[]): Promise<Map<string, number>> => {
  return withKafkaAdmin(config, 'lag', async (admin) => {
    const { groups } = await admin.listGroups();
    const ends = new Map(
      await Promise.all(topics.map(async (topic) => [topic, await admin.fetchTopicOffsets(topic)] as const)),
    );
    const lags = new Map<string, number>();
    for (const { groupId } of groups.filter(
      (group) => group.groupId.startsWith(config.kafka.topicPrefix) && !READER_GROUP.test(group.groupId),
    )) {
      const reads = await topicsOfGroup(admin, groupId, topics);
      let lag = 0;
      for (const committed of reads.length === 0 ? [] : await admin.fetchOffsets({ groupId, topics: reads })) {
        const at = new Map(committed.partitions.map(({ partition, offset }) => [partition, Number(offset)]));
        // -1: nothing committed yet, so the whole partition is still to be read.
        for (const { partition, high, low } of ends.get(committed.topic) ?? [])
          lag += Number(high) - Math.max(at.get(partition) ?? -1, Number(low));
      }
      lags.set(groupId, lag);
    }
    return lags;
  });
};

/**
 * Waits until every consumer group of the configuration has committed everything written to the topics it reads,
 * twice in a row (a handler may still write new events right after it commits): the system is quiet, so
 * what is in the topic and the read models is final.
 */
export const waitForConsumersToCatchUp = async (
  config: AppConfig,
  topics: readonly string[],
  timeoutMs = 120_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let quietRounds = 0;
  let last = new Map<string, number>();
  while (quietRounds < 2) {
    // A broker just restarted answers "coordinator loading" for a while: not quiet yet, ask again.
    const lags = await consumerLag(config, topics).catch(() => null);
    if (lags !== null) last = lags;
    quietRounds = lags !== null && [...lags.values()].every((lag) => lag === 0) ? quietRounds + 1 : 0;
    if (quietRounds >= 2) return;
    if (Date.now() > deadline)
      throw new Error(
        `Consumers still behind on ${topics.join(', ')} after ${timeoutMs} ms: ${JSON.stringify(Object.fromEntries(last))}`,
      );
    await sleep(500);
  }
};
