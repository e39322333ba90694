import type { Subscription } from '../../common/messaging';
import { FileUnreadableError } from '../../common/errors';
import { startJobWorker, type JobRunnerDeps } from '../worker-kit';
import { extractReceipt, type ExtractReceiptDeps } from './extract-receipt';

export const EXTRACTOR_GROUP = 'extractor.v1';

export type ExtractorDeps = JobRunnerDeps &
  ExtractReceiptDeps &
  Readonly<{ concurrency: number; partitionsConcurrently?: number; groupId: string }>;

export const startExtractor = (deps: ExtractorDeps): Promise<Subscription> =>
  startJobWorker(deps, {
    jobType: 'receipt_extraction',
    groupId: deps.groupId,
    concurrency: deps.concurrency,
    ...(deps.partitionsConcurrently === undefined ? {} : { partitionsConcurrently: deps.partitionsConcurrently }),
    work: async (request) => {
      if (request.data.receipt === null) throw new FileUnreadableError('the job carries no receipt request');
      return extractReceipt(deps, request.data.receipt, request.metadata.tenantId);
    },
  });
