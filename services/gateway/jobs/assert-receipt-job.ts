import type { AcceptedStore } from '../../../common/accepted';
import { ValidationError } from '../../../common/errors';
import type { JobsStore } from '../../../projections/jobs';
import { readJob } from './read-job';

/**
 * An audit that names its receipt's extraction waits for that extraction's signals. A name that is no
 * receipt extraction of the tenant would make it wait for nothing: refused up front, saying which field.
 */
export const assertReceiptJob = async (
  deps: Readonly<{ jobs: JobsStore; accepted: AcceptedStore }>,
  tenantId: string,
  receiptJobId: string | undefined,
  field = 'receiptJobId',
): Promise<void> => {
  if (receiptJobId === undefined) return;
  const job = await readJob(deps, tenantId, receiptJobId);
  if (job === null || job.type !== 'receipt_extraction')
    throw new ValidationError(`${field}: '${receiptJobId}' names no receipt extraction job of tenant '${tenantId}'`);
};
