import type { EventLog } from '../../../common/events';
import { ServiceUnavailableError } from '../../../common/errors';
import type { Logger } from '../../../common/logging';
import { jobEventKey, type Topics } from '../../../common/topics';
import { evolveJob, jobRequested, type JobRequested, type JobView } from '../../../domain/jobs';
import type { AcceptedStore } from '../../../common/accepted';

export type SubmitJobDeps = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  accepted: AcceptedStore;
  logger: Logger;
  now: () => Date;
}>;

/**
 * Records a job: the JobRequested event first (the log is the truth: no 202 for work it did not record),
 * then the gateway's own accepted record, so a GET right after the 202 finds the job even before the
 * jobs projector (the read model's only writer) has seen it.
 */
export const submitJob = async (
  deps: SubmitJobDeps,
  tenantId: string,
  data: Omit<JobRequested['data'], 'sequence'>,
): Promise<JobView> => {
  const now = deps.now();
  const event = jobRequested(data, tenantId, now);
  try {
    await deps.eventLog.append(deps.topics.jobs, jobEventKey(data.jobId, data.batchId), [event]);
  } catch (error) {
    throw new ServiceUnavailableError('The event log', error);
  }
  const view = evolveJob(null, event)!;
  try {
    await deps.accepted.addJobs([view], now);
  } catch (error) {
    deps.logger.warn(
      { err: error, jobId: data.jobId, tenantId },
      'job recorded in the log but not as accepted; it reads as absent until the projector has it',
    );
  }
  return view;
};
