import { BoundedMap } from '../../common/cache';
import { usageJobsOf, usageOf, type TopicEvent, type UsageJob, type UsageRecord } from '../../domain/usage';
import type { UsageStore } from './usage-store';

export type UsageBatchApplied = Readonly<{ records: number; unknownJobs: readonly string[] }>;

const endsJob = (event: TopicEvent): event is Extract<TopicEvent, { type: 'JobCompleted' | 'JobFailed' }> =>
  event.type === 'JobCompleted' || event.type === 'JobFailed';

/**
 * The jobs a projector added or read lately. What a job's request says never changes, so a job held here
 * is what the store holds under its id, whichever member wrote it: its outcome, a run or two later,
 * costs no read.
 */
export class RecentUsageJobs {
  private readonly jobs: BoundedMap<string, UsageJob>;

  constructor(capacity = 10_000) {
    this.jobs = new BoundedMap(capacity);
  }

  get(jobId: string): UsageJob | undefined {
    return this.jobs.get(jobId);
  }

  add(jobs: Iterable<UsageJob>): void {
    for (const job of jobs) this.jobs.set(job.jobId, job);
  }
}

/**
 * Applies a fetched run of one partition's events to usage: one insert of the jobs they start, one read
 * of the other jobs they end (those not in `recent`), one insert of what they bill. Every write is an
 * insert under a deterministic id, so a run delivered again (or an event twice inside it) changes nothing.
 */
export const projectUsageBatch = async (
  store: UsageStore,
  events: readonly TopicEvent[],
  recent: RecentUsageJobs = new RecentUsageJobs(),
): Promise<UsageBatchApplied> => {
  const started = new Map<string, UsageJob>();
  for (const job of events.flatMap(usageJobsOf)) if (!started.has(job.jobId)) started.set(job.jobId, job);
  if (started.size > 0) await store.addJobs([...started.values()]);
  recent.add(started.values());
  const ended = events.filter(endsJob);
  const held = (jobId: string): UsageJob | undefined => started.get(jobId) ?? recent.get(jobId);
  const read = await store.jobsByIds(
    [...new Set(ended.map((event) => event.data.jobId))].filter((jobId) => held(jobId) === undefined),
  );
  const records: UsageRecord[] = [];
  const unknownJobs: string[] = [];
  for (const event of events) {
    const job = endsJob(event) ? (held(event.data.jobId) ?? read.get(event.data.jobId) ?? null) : null;
    if (endsJob(event) && job === null) unknownJobs.push(event.metadata.eventId);
    records.push(...usageOf(event, job));
  }
  // Added only now: a job held when the read was decided stays held until its records are made.
  recent.add(read.values());
  if (records.length > 0) await store.add(records);
  return { records: records.length, unknownJobs };
};
