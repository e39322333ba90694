import type { Subscription } from '../../common/messaging';
import type { JobEvent } from '../../domain/jobs';
import { runJobAttempts, type JobRunnerDeps } from '../worker-kit';
import { extractReceipt, type ExtractReceiptDeps } from './extract-receipt';

export const EXTRACTOR_GROUP = 'extractor.v1';

export type ExtractorDeps = JobRunnerDeps & ExtractReceiptDeps & Readonly<{ concurrency: number; groupId: string }>;

/** Handles every receipt JobRequested on the jobs topic; other events and job types are someone else's. */
export const handleExtractorEvent = async (deps: ExtractorDeps, event: JobEvent): Promise<void> => {
  if (event.type !== 'JobRequested' || event.data.jobType !== 'receipt_extraction' || event.data.receipt === null) return;
  const request = event.data.receipt;
  await runJobAttempts(deps, event, () => extractReceipt(deps, request));
};

export const startExtractor = (deps: ExtractorDeps): Promise<Subscription> =>
  deps.eventLog.subscribe<JobEvent>({
    groupId: deps.groupId,
    topics: [deps.topics.jobs],
    partitionsConcurrently: deps.concurrency,
    handler: (event) => handleExtractorEvent(deps, event),
  });
