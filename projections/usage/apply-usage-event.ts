import { usageJobsOf, usageOf, type TopicEvent, type UsageRecord } from '../../domain/usage';
import type { UsageStore } from './usage-store';

export type UsageApplied = Readonly<{ records: readonly UsageRecord[]; unknownJob: boolean }>;

/**
 * Applies one event to usage: remembers the jobs it starts, then records what it bills. Every write is
 * an insert under a deterministic id, so the same event twice gives the same records.
 */
export const applyUsageEvent = async (store: UsageStore, event: TopicEvent): Promise<UsageApplied> => {
  const jobs = usageJobsOf(event);
  if (jobs.length > 0) await store.addJobs(jobs);
  const endsJob = event.type === 'JobCompleted' || event.type === 'JobFailed';
  const job = endsJob ? await store.job(event.data.jobId) : null;
  const records = usageOf(event, job);
  if (records.length > 0) await store.add(records);
  return { records, unknownJob: endsJob && job === null };
};
