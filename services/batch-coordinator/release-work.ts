import type { EventLog } from '../../common/events';
import { workTopic, type Topics } from '../../common/topics';
import type { JobRequested } from '../../domain/jobs';

/**
 * Hands requests to the workers: each on its job type's and priority's work topic (`workTopic`), keyed by
 * its job so that the items of one batch spread over the partitions and the workers. The appends go out
 * together (the log's producer puts concurrent appends in one request). Writing one twice is harmless: a
 * worker that reads a request for a job it already ran starts nothing.
 */
export const releaseWork = async (
  deps: Readonly<{ eventLog: EventLog; topics: Topics }>,
  requests: readonly JobRequested[],
): Promise<void> => {
  await Promise.all(
    requests.map((request) =>
      deps.eventLog.append(workTopic(deps.topics, request.data.jobType, request.data.priority), request.data.jobId, [
        request,
      ]),
    ),
  );
};
