import { plainJobRequest } from '../../test/support/job-requests';
import { EventLog, JsonEventCodec } from '../../common/events';
import { FileUnreachableError, ServiceUnavailableError, UnsupportedFileTypeError } from '../../common/errors';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { topicsFor } from '../../common/topics';
import { jobDecider, jobRequested, jobStarted, type JobEvent } from '../../domain/jobs';
import { InMemoryJobsStore, applyJobEvent } from '../../projections/jobs';
import { InMemoryJobRunsStore } from '../../common/job-runs';
import { runJob, type JobRunnerDeps } from './run-job';
import { startDueRetries } from './start-due-retries';
import { JobsInFlight } from './jobs-in-flight';

const topics = topicsFor('unit.');
const request = jobRequested(plainJobRequest('job_w'), 'tenant_w', new Date('2026-11-21T10:00:00Z'));

const setup = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: topics.jobs, partitions: 2 }]);
  const codec = new JsonEventCodec();
  const eventLog = new EventLog(bus, codec);
  const jobs = new InMemoryJobsStore();
  await eventLog.subscribe<JobEvent>({
    groupId: 'projection',
    topics: [topics.jobs],
    handler: async (event) => {
      await applyJobEvent(jobs, event);
    },
  });
  const clock = { now: new Date('2026-11-21T10:00:01Z') };
  const runs = new InMemoryJobRunsStore();
  const deps: JobRunnerDeps = {
    eventLog,
    topics,
    runs,
    logger: createLogger({ level: 'silent', name: 'test' }),
    now: () => clock.now,
    random: () => 0.5,
    workerId: 'w1',
    inFlight: new JobsInFlight(),
    decider: jobDecider({ maxAttempts: 3, backoff: { baseMs: 100, maxMs: 10_000, jitterRatio: 0.2 } }),
  };
  await eventLog.append(topics.jobs, 'job_w', [request]);
  const events = async () => {
    await bus.drain();
    return Promise.all(
      bus.messages(topics.jobs).map(async (message) => (await codec.decode(message.value)) as JobEvent),
    );
  };
  const types = async () => (await events()).map((event) => event.type);
  /** Moves the clock on and lets the due-retry poller start what is due, as it does every poll. */
  const pollAfter = async (ms: number, work: () => Promise<typeof outcome>) => {
    clock.now = new Date(clock.now.getTime() + ms);
    const poller = startDueRetries(deps, { pollMs: 1, concurrency: 4, leaseMs: 60_000, work });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await poller.stop();
  };
  return { deps, jobs, runs, events, types, bus, pollAfter };
};

const outcome = { resultJson: '{"vendor":"V"}', fileSha256: null, pages: 1 };

describe('runJob (the worker runner)', () => {
  it('the same request delivered twice completes the job once', async () => {
    const { deps, types, jobs } = await setup();
    let runs = 0;
    await runJob(deps, request, async () => {
      runs += 1;
      return outcome;
    });
    await runJob(deps, request, async () => {
      runs += 1;
      return outcome;
    });
    expect(runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('waits out a database outage to save its record once the outcome is in the log, so a redelivery starts nothing', async () => {
    const { deps, runs, types, jobs } = await setup();
    let saves = 0;
    const flaky = Object.assign(Object.create(runs) as InMemoryJobRunsStore, {
      save: (run: Parameters<InMemoryJobRunsStore['save']>[0]) => {
        saves += 1;
        // The outcome's save (the second) meets the database down twice.
        if (saves === 2 || saves === 3)
          return Promise.reject(new ServiceUnavailableError('The database', new Error('connection refused')));
        return runs.save(run);
      },
    });
    const withOutage = { ...deps, runs: flaky };
    await runJob(withOutage, request, () => Promise.resolve(outcome));
    await runJob(withOutage, request, () => Promise.reject(new Error('a redelivery must not run the job again')));
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('decides from its own record, not from the read model: a request repeated before the projector ran does not start the job again', async () => {
    const { deps, types, runs: record } = await setup();
    let runs = 0;
    await runJob(deps, request, async () => {
      runs += 1;
      return outcome;
    });
    expect(await record.load('job_w')).toMatchObject({ state: { status: 'completed', attempts: 1 } });
    await runJob(deps, request, async () => {
      runs += 1;
      return outcome;
    });
    expect(runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
  });

  it('schedules the retry of a transient failure instead of waiting for it, and the poller starts it when it is due', async () => {
    const { deps, events, types, jobs, pollAfter } = await setup();
    let calls = 0;
    const work = async () => {
      calls += 1;
      if (calls === 1) throw new FileUnreachableError('GET returned 503', { retriable: true });
      return outcome;
    };
    await runJob(deps, request, work);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled']);
    const scheduled = (await events())[2]!;
    expect(scheduled.type === 'JobRetryScheduled' && scheduled.data.dueAt).toBe('2026-11-21T10:00:01.100Z');
    await runJob(deps, request, work); // a redelivery before it is due starts nothing
    await pollAfter(50, async () => work());
    expect(calls).toBe(1);
    await pollAfter(50, async () => work());
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('fails at once on a permanent error, and after the last attempt on transient ones', async () => {
    const permanent = await setup();
    await runJob(permanent.deps, request, async () => {
      throw new UnsupportedFileTypeError('not a receipt');
    });
    expect(await permanent.types()).toEqual(['JobRequested', 'JobStarted', 'JobFailed']);
    expect(await permanent.jobs.get('job_w')).toMatchObject({
      status: 'failed',
      errorCode: 'UNSUPPORTED_FILE_TYPE',
      errorMessage: 'not a receipt',
    });

    const transient = await setup();
    const failing = async () => {
      throw new FileUnreachableError('GET returned 503', { retriable: true });
    };
    await runJob(transient.deps, request, failing);
    await transient.pollAfter(100, failing);
    await transient.pollAfter(200, failing);
    await transient.bus.drain();
    expect(await transient.types()).toEqual([
      'JobRequested',
      'JobStarted',
      'JobRetryScheduled',
      'JobStarted',
      'JobRetryScheduled',
      'JobStarted',
      'JobFailed',
    ]);
    expect(await transient.jobs.get('job_w')).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorCode: 'FILE_UNREACHABLE',
      errorMessage: 'GET returned 503',
    });
  });

  it('counts an attempt that died with its worker, and never retries a programming error', async () => {
    const { deps, jobs, types, runs } = await setup();
    const died = jobStarted(
      { tenantId: 'tenant_w', eventId: request.metadata.eventId },
      'job_w',
      1,
      'dead',
      new Date('2026-11-21T10:00:00Z'),
    );
    await deps.eventLog.append(topics.jobs, 'job_w', [died]);
    await runs.save({
      jobId: 'job_w',
      state: { status: 'processing', attempts: 1, version: 2, dueAt: null },
      request,
      wakeAt: null,
    });
    await runJob(deps, request, async () => {
      throw new TypeError('undefined is not a function');
    });
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobStarted', 'JobFailed']);
    expect(await jobs.get('job_w')).toMatchObject({
      status: 'failed',
      attempts: 2,
      errorCode: 'INTERNAL',
      errorMessage: 'undefined is not a function',
    });
  });

  it('takes over a retry whose poller died during the attempt once its lease has run out', async () => {
    const { deps, events, runs, pollAfter } = await setup();
    await runJob(deps, request, async () => {
      throw new FileUnreachableError('GET returned 503', { retriable: true });
    });
    const [claimed] = await runs.claimDue(new Date('2026-11-21T10:00:02Z'), new Date('2026-11-21T10:00:03Z'), 1);
    await runs.save({
      ...claimed!,
      state: { ...claimed!.state, status: 'processing', attempts: 2, version: 4 },
      wakeAt: '2026-11-21T10:00:03.000Z',
    });
    await pollAfter(2_500, async () => outcome);
    // attempt 2 died with its poller: it counts, and attempt 3 completes the job
    expect(
      (await events()).slice(3).map((event) => [event.type, 'attempt' in event.data ? event.data.attempt : null]),
    ).toEqual([
      ['JobStarted', 3],
      ['JobCompleted', 3],
    ]);
  });
});
