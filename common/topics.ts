import type { TopicSpec } from './messaging';

/** The topic names, all under one configurable prefix so that environments and test runs do not mix. */
export type Topics = Readonly<{ jobs: string }>;

export const topicsFor = (prefix: string): Topics => ({ jobs: `${prefix}jobs` });

export const topicSpecs = (topics: Topics, partitions: number): TopicSpec[] => [{ name: topics.jobs, partitions }];

/** Job events are keyed by batch when the job belongs to one, so a batch's events stay in order together. */
export const jobEventKey = (jobId: string, batchId: string | null): string => batchId ?? jobId;

/** Consumer groups share the topics' prefix, so two environments on one cluster never steal each other's messages. */
export const groupIdFor = (prefix: string, group: string): string => `${prefix}${group}`;
