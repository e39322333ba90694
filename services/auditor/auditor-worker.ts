import { ValidationError } from '../../common/errors';
import type { Subscription } from '../../common/messaging';
import { startJobWorker, type JobRunnerDeps } from '../worker-kit';
import { auditClaimJob, type AuditJobDeps } from './audit-claim-job';

export const AUDITOR_GROUP = 'auditor.v1';

export type AuditorDeps = JobRunnerDeps & AuditJobDeps & Readonly<{ concurrency: number; groupId: string }>;

export const startAuditor = (deps: AuditorDeps): Promise<Subscription> =>
  startJobWorker(deps, {
    jobType: 'submission_audit',
    groupId: deps.groupId,
    concurrency: deps.concurrency,
    work: async (request) => {
      if (request.data.audit === null) throw new ValidationError('the job carries no claim to audit');
      return auditClaimJob(deps, request.metadata.tenantId, request.data.audit);
    },
  });
