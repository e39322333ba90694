/** Events are the source of truth and the audit trail: never delete them, never compact them. */
export const EVENT_TOPIC_CONFIG: ReadonlyArray<Readonly<{ name: string; value: string }>> = [
  { name: 'retention.ms', value: '-1' },
  { name: 'cleanup.policy', value: 'delete' },
];

import type { TopicSpec } from '../message-bus';

/** The topics of `wanted` that `existing` lacks, as both clients' `createTopics` takes them: one replica here, kept forever. */
export const topicsToCreate = (existing: readonly string[], wanted: readonly TopicSpec[]) => {
  const known = new Set(existing);
  return wanted
    .filter((topic) => !known.has(topic.name))
    .map((topic) => ({
      topic: topic.name,
      numPartitions: topic.partitions,
      replicationFactor: 1,
      configEntries: [...EVENT_TOPIC_CONFIG],
    }));
};
