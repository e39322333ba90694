import { createAuditLineReader } from './engine/create-reader';
import { groupIdFor } from '../../common/topics';
import { stopAll, type Service } from '../runtime';
import { jobRunnerDeps } from '../worker-kit';
import { AUDITOR_GROUP, startAuditor } from './auditor-worker';

export const auditorService: Service = {
  name: 'auditor',
  start: async (context) => {
    const subscription = await startAuditor({
      ...(await jobRunnerDeps(context, 'auditor')),
      catalog: context.infra.catalog,
      receipts: context.infra.fingerprints,
      reader: createAuditLineReader(context.config),
      concurrency: 3,
      groupId: groupIdFor(context.config.kafka.topicPrefix, AUDITOR_GROUP),
    });
    return { stop: stopAll([subscription]) };
  },
};
