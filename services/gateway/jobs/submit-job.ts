import type { EventLog } from '../../../common/events';
import { ServiceUnavailableError } from '../../../common/errors';
import type { Logger } from '../../../common/logging';
import { jobEventKey, type Topics } from '../../../common/topics';
import { evolveJob, jobRequested, type JobRequested, type JobView } from '../../../domain/jobs';
import type { JobsStore } from '../../../projections/jobs';

export type SubmitJobDeps = Readonly<{ eventLog: EventLog; topics: Topics; jobs: JobsStore; logger: Logger; now: () => Date }>;

/**
 * Records a job: the JobRequested event first (the log is the truth: no 202 for work it did not record),
 * then the job's first read-model view, so a GET right after the 202 finds it even before the projector runs.
 */
export const submitJob = async (deps: SubmitJobDeps, tenantId: string, data: Omit<JobRequested['data'], 'sequence'>): Promise<JobView> => {
  const event = jobRequested(data, tenantId, deps.now());
  try {
    await deps.eventLog.append(deps.topics.jobs, jobEventKey(data.jobId, data.batchId), [event]);
  } catch (error) {
    throw new ServiceUnavailableError('The event log', error);
  }
  const view = evolveJob(null, event)!;
  try {
    await deps.jobs.save(view, null); // a conflict means the projector got there first: nothing to do
  } catch (error) {
    deps.logger.warn({ err: error, jobId: data.jobId, tenantId }, 'job recorded in the log but its first view could not be written; the projector will create it');
  }
  return view;
};
