import { groupIdFor } from '../../common/topics';
import { jobRunnerDeps, stopAll, type Service } from '../runtime';
import { AUDITOR_GROUP, startAuditor } from './auditor-worker';

export const auditorService: Service = {
  name: 'auditor',
  start: async (context) => {
    const subscription = await startAuditor({
      ...jobRunnerDeps(context, 'auditor'),
      catalog: context.infra.catalog,
      concurrency: 3,
      groupId: groupIdFor(context.config.kafka.topicPrefix, AUDITOR_GROUP),
    });
    return { stop: stopAll([subscription]) };
  },
};
