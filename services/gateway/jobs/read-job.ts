import type { JobView } from '../../../domain/jobs';
import type { JobsStore } from '../../../projections/jobs';
import type { AcceptedStore } from '../../../common/accepted';
import { fromDatabase } from '../http/from-database';

/** The job from its read model, or, while the projector has not caught up with it yet, as the gateway accepted it. */
export const readJob = (
  deps: Readonly<{ jobs: JobsStore; accepted: AcceptedStore }>,
  tenantId: string,
  jobId: string,
): Promise<JobView | null> =>
  fromDatabase(
    async () => (await deps.jobs.getForTenant(tenantId, jobId)) ?? (await deps.accepted.job(tenantId, jobId)),
  );
