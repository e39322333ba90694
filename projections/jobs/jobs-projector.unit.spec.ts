import { completedJobEvents, plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog, JsonEventCodec } from '../../common/events';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { InMemoryJobsStore } from './in-memory-jobs-store';
import { startJobsProjector } from './jobs-projector';

describe('jobs projector (consumer)', () => {
  it('the same events delivered twice give the same read model', async () => {
    const bus = new InMemoryMessageBus();
    await bus.ensureTopics([{ name: 'jobs', partitions: 3 }]);
    const eventLog = new EventLog(bus, new JsonEventCodec());
    const store = new InMemoryJobsStore();
    await startJobsProjector({
      eventLog,
      store,
      topic: 'jobs',
      logger: createLogger({ level: 'silent', name: 'test' }),
      groupId: 'p',
    });

    const now = new Date('2026-11-21T10:00:00Z');
    const events = completedJobEvents({ ...plainJobRequest('j1'), jobType: 'submission_audit' }, 't', now, {
      resultJson: '{"overallStatus":"pass"}',
      durationMs: 4,
      pages: null,
    });

    await eventLog.append('jobs', 'j1', events);
    await bus.drain();
    const once = await store.get('j1');
    await eventLog.append('jobs', 'j1', events); // a producer retry or a replay delivers them again
    await bus.drain();
    expect(await store.get('j1')).toEqual(once);
    expect(once).toMatchObject({ status: 'completed', version: 3, result: { overallStatus: 'pass' } });
    expect(once?.trail).toHaveLength(3);
  });
});
