import { completedJobEvents, plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { evolveJob, jobCompleted, jobRetryScheduled, jobStarted, type JobView } from '../../domain/jobs';
import { EventLog, JsonEventCodec } from '../../common/events';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { InMemoryJobsStore } from './in-memory-jobs-store';
import { startProjectorGroup } from '../projector-group';
import { jobsProjector } from './jobs-projector';
import { FinalJobWatch } from './final-job-watch';

/** A jobs projector on an in-memory bus and store, telling `finals` of the final views it writes. */
const projecting = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: 'jobs', partitions: 3 }]);
  const eventLog = new EventLog(bus, new JsonEventCodec());
  const store = new InMemoryJobsStore();
  const finals = new FinalJobWatch();
  await startProjectorGroup({
    eventLog,
    logger: createLogger({ level: 'silent', name: 'test' }),
    topic: 'jobs',
    groupId: 'p',
    projectors: [jobsProjector({ store, logger: createLogger({ level: 'silent', name: 'test' }), finals })],
  });
  return { bus, eventLog, store, finals };
};

describe('jobs projector (consumer)', () => {
  it('wakes a synchronous request waiting in its process when it writes the job final, and not before', async () => {
    const { bus, eventLog, store, finals } = await projecting();
    const [requested, started, completed] = completedJobEvents(plainJobRequest('j1'), 't', new Date());
    let woken = false;
    const waiting = finals.wait('j1', 60_000);
    void waiting.woken.then(() => (woken = true));
    await eventLog.append('jobs', 'j1', [requested, started]);
    await bus.drain();
    await Promise.resolve();
    expect(woken).toBe(false);
    await eventLog.append('jobs', 'j1', [completed]);
    await bus.drain();
    await Promise.resolve();
    expect(woken).toBe(true);
    expect((await store.get('j1'))?.status).toBe('completed');
    expect(finals.size).toBe(0);
  });

  it('the same events delivered twice give the same read model', async () => {
    const { bus, eventLog, store } = await projecting();

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

  it('reads a job again after partitions are handed out again, keeping what another member wrote meanwhile', async () => {
    const { bus, eventLog, store } = await projecting();
    const now = new Date('2026-11-21T10:00:00Z');
    const [requested, started] = completedJobEvents(plainJobRequest('j1'), 't', now);
    const cause = { tenantId: 't', eventId: requested.metadata.eventId };
    const retry = jobRetryScheduled(
      cause,
      { jobId: 'j1', attempt: 1, nextAttempt: 2, dueAt: now.toISOString(), errorCode: 'X', errorMessage: 'x' },
      now,
    );
    const startedAgain = jobStarted(cause, 'j1', 2, 'w2', now);
    const completed = jobCompleted(
      cause,
      { jobId: 'j1', attempt: 2, resultJson: '{}', durationMs: 5, fileSha256: null, pages: 1 },
      now,
    );

    await eventLog.append('jobs', 'j1', [requested, started]);
    await bus.drain();
    // The partition was another member's for a while, which projected the retry and the second start.
    const theirs = [retry, startedAgain].reduce<JobView | null>(
      (view, event) => evolveJob(view, event),
      await store.get('j1'),
    );
    await store.saveMany([theirs!]);
    await bus.reassign();
    await eventLog.append('jobs', 'j1', [completed]);
    await bus.drain();

    const view = await store.get('j1');
    expect(view).toMatchObject({ status: 'completed', attempts: 2 });
    expect(view?.trail.map((entry) => entry.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobRetryScheduled',
      'JobStarted',
      'JobCompleted',
    ]);
  });
});
