import type { TopicSpec } from './messaging';
import { JobTypeSchema, type JobPriority, type JobType } from '../contracts';

/**
 * The topic names, all under one configurable prefix so that environments and test runs do not mix.
 * Topics are cut by purpose: the history every reader needs, the work each worker needs, and what
 * consumers gave up on. A worker then fetches only its own work, not every event of every job.
 */
export type Topics = Readonly<{
  /** The history: every event but the work handed to the workers (docs/architecture.md#topics). */
  jobs: string;
  /** The standard work of each job type: the released `JobRequested` events, keyed by job id. Only that type's workers read it. */
  work: Readonly<Record<JobType, string>>;
  /**
   * The high-priority work of each job type, apart: its lane then never fetches past a batch's standard
   * work to find it, and is never held while a batch keeps the standard topic busy.
   */
  highWork: Readonly<Record<JobType, string>>;
  /** Messages consumers gave up on, with their origin (docs/dead-letters.md). */
  deadLetters: string;
}>;

const JOB_TYPES: readonly JobType[] = JobTypeSchema.anyOf.map((literal) => literal.const);

const byJobType = (name: (jobType: string) => string): Record<JobType, string> =>
  Object.fromEntries(JOB_TYPES.map((jobType) => [jobType, name(jobType.replaceAll('_', '-'))])) as Record<
    JobType,
    string
  >;

export const topicsFor = (prefix: string): Topics => ({
  jobs: `${prefix}jobs`,
  work: byJobType((jobType) => `${prefix}work-${jobType}`),
  highWork: byJobType((jobType) => `${prefix}work-${jobType}-high`),
  deadLetters: `${prefix}dead-letters`,
});

/** Where a request of this type and priority is released, and where the events of its job are copied beside it. */
export const workTopic = (topics: Topics, jobType: JobType, priority: JobPriority): string =>
  priority === 'high' ? topics.highWork[jobType] : topics.work[jobType];

/** Every work topic, standard and high, of every job type: they hold job events only (requests, and the workers' copies). */
export const workTopics = (topics: Topics): string[] => [
  ...Object.values(topics.work),
  ...Object.values(topics.highWork),
];

/** The topics that hold events (not dead letters): what a replay of the whole log, or a look at everything written, reads. */
export const eventTopics = (topics: Topics): string[] => [topics.jobs, ...workTopics(topics)];

/** Every topic of one prefix. */
export const allTopics = (topics: Topics): string[] => [...eventTopics(topics), topics.deadLetters];

/**
 * One partition for dead letters: they are few, and one partition lists them in the order they failed.
 * Dead letters are kept forever like the events, so that none is lost before someone looks.
 */
export const topicSpecs = (topics: Topics, partitions: number): TopicSpec[] => [
  ...eventTopics(topics).map((name) => ({ name, partitions })),
  { name: topics.deadLetters, partitions: 1 },
];

/** Job events are keyed by batch when the job belongs to one, so a batch's events stay in order together. */
export const jobEventKey = (jobId: string, batchId: string | null): string => batchId ?? jobId;

/** Consumer groups share the topics' prefix, so two environments on one cluster never steal each other's messages. */
export const groupIdFor = (prefix: string, group: string): string => `${prefix}${group}`;
