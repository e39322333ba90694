import type { TopicSpec } from './messaging';

/** The topic names, all under one configurable prefix so that environments and test runs do not mix. */
export type Topics = Readonly<{
  jobs: string;
  /** Messages consumers gave up on, with their origin (docs/dead-letters.md). */
  deadLetters: string;
}>;

export const topicsFor = (prefix: string): Topics => ({ jobs: `${prefix}jobs`, deadLetters: `${prefix}dead-letters` });

/**
 * One partition for dead letters: they are few, and one partition lists them in the order they failed.
 * Dead letters are kept forever like the events, so that none is lost before someone looks.
 */
export const topicSpecs = (topics: Topics, partitions: number): TopicSpec[] => [
  { name: topics.jobs, partitions },
  { name: topics.deadLetters, partitions: 1 },
];

/** Job events are keyed by batch when the job belongs to one, so a batch's events stay in order together. */
export const jobEventKey = (jobId: string, batchId: string | null): string => batchId ?? jobId;

/** Consumer groups share the topics' prefix, so two environments on one cluster never steal each other's messages. */
export const groupIdFor = (prefix: string, group: string): string => `${prefix}${group}`;
