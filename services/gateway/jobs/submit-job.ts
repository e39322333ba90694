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
 * Records a job: the JobRequested event (the log is the truth: no 202 for work it did not record) and,
 * at the same time, the gateway's own accepted record, so a GET right after the 202 finds the job even
 * before the jobs projector (the read model's only writer) has seen it. The two writes run side by side:
 * the answer waits for the slower, not for both in turn. When the log refuses the event, the accepted
 * record is taken back; its job id was never given out, so until then nobody can ask for it.
 */
export const submitJob = async (
  deps: SubmitJobDeps,
  tenantId: string,
  data: Omit<JobRequested['data'], 'sequence'>,
): Promise<JobView> => {
  const now = deps.now();
  const event = jobRequested(data, tenantId, now);
  const view = evolveJob(null, event)!;
  const logged = deps.eventLog.append(deps.topics.jobs, jobEventKey(data.jobId, data.batchId), [event]);
  const recorded = deps.accepted.addJobs([view], now);
  const [log, record] = await Promise.allSettled([logged, recorded]);
  if (log.status === 'rejected') {
    if (record.status === 'fulfilled') await deps.accepted.dropJob(data.jobId).catch(() => undefined);
    throw new ServiceUnavailableError('The event log', log.reason);
  }
  if (record.status === 'rejected')
    deps.logger.warn(
      { err: record.reason, jobId: data.jobId, tenantId },
      'job recorded in the log but not as accepted; it reads as absent until the projector has it',
    );
  return view;
};
