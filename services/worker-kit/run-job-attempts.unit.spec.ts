import { BoundedMap } from '../../common/cache';
import { EventLog, JsonEventCodec } from '../../common/events';
import { FileUnreachableError, UnsupportedFileTypeError } from '../../common/errors';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { topicsFor } from '../../common/topics';
import { jobRequested, type JobEvent } from '../../domain/jobs';
import { InMemoryJobsStore, applyJobEvent } from '../../projections/jobs';
import { runJobAttempts, type JobRunnerDeps } from './run-job-attempts';

const topics = topicsFor('unit.');
const request = jobRequested(
  { jobId: 'job_w', jobType: 'receipt_extraction', priority: 'standard', receipt: null, audit: null, webhookUrl: null, metadataJson: null, batchId: null, batchIndex: null },
  'tenant_w',
  new Date('2026-11-21T10:00:00Z'),
);

const setup = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: topics.jobs, partitions: 2 }]);
  const codec = new JsonEventCodec();
  const eventLog = new EventLog(bus, codec);
  const jobs = new InMemoryJobsStore();
  await eventLog.subscribe<JobEvent>({ groupId: 'projection', topics: [topics.jobs], handler: async (event) => void (await applyJobEvent(jobs, event)) });
  const sleeps: number[] = [];
  const deps: JobRunnerDeps = {
    eventLog, topics, jobs, logger: createLogger({ level: 'silent', name: 'test' }), now: () => new Date('2026-11-21T10:00:01Z'),
    sleep: async (ms) => void sleeps.push(ms), workerId: 'w1', retry: { maxAttempts: 3, backoffBaseMs: 100 }, ended: new BoundedMap(100),
  };
  await eventLog.append(topics.jobs, 'job_w', [request]);
  const types = async () => {
    await bus.drain();
    return Promise.all(bus.messages(topics.jobs).map(async (message) => (await codec.decode(message.value)).type));
  };
  return { deps, jobs, sleeps, types, bus };
};

const outcome = { resultJson: '{"vendor":"V"}', fileSha256: null, pages: 1 };

describe('runJobAttempts (the worker consumer)', () => {
  it('the same request delivered twice completes the job once', async () => {
    const { deps, types, jobs, bus } = await setup();
    let runs = 0;
    await runJobAttempts(deps, request, async () => { runs += 1; return outcome; });
    await bus.drain();
    await runJobAttempts(deps, request, async () => { runs += 1; return outcome; });
    expect(runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('a request repeated while the read model still lags behind does not start the job again', async () => {
    const { deps, types } = await setup();
    // The read model has not seen the job at all yet: only the worker's own memory knows it ended.
    const lagging = { ...deps, jobs: new InMemoryJobsStore() };
    let runs = 0;
    await runJobAttempts(lagging, request, async () => { runs += 1; return outcome; });
    await runJobAttempts(lagging, request, async () => { runs += 1; return outcome; });
    expect(runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
  });

  it('retries a transient failure with backoff, then completes', async () => {
    const { deps, types, jobs, sleeps } = await setup();
    let calls = 0;
    await runJobAttempts(deps, request, async () => {
      calls += 1;
      if (calls === 1) throw new FileUnreachableError('GET returned 503', { retriable: true });
      return outcome;
    });
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled', 'JobStarted', 'JobCompleted']);
    expect(sleeps).toEqual([100]);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('fails at once on a permanent error, and after the last attempt on transient ones', async () => {
    const permanent = await setup();
    await runJobAttempts(permanent.deps, request, async () => { throw new UnsupportedFileTypeError('not a receipt'); });
    expect(await permanent.types()).toEqual(['JobRequested', 'JobStarted', 'JobFailed']);
    expect(await permanent.jobs.get('job_w')).toMatchObject({ status: 'failed', errorCode: 'UNSUPPORTED_FILE_TYPE', errorMessage: 'not a receipt' });

    const transient = await setup();
    await runJobAttempts(transient.deps, request, async () => { throw new FileUnreachableError('GET returned 503', { retriable: true }); });
    await transient.bus.drain();
    expect(await transient.jobs.get('job_w')).toMatchObject({ status: 'failed', attempts: 3, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 503' });
    expect(transient.sleeps).toEqual([100, 400]);
  });

  it('counts an attempt that died with its worker, and never retries a programming error', async () => {
    const { deps, jobs, bus, types } = await setup();
    await deps.eventLog.append(topics.jobs, 'job_w', [{ type: 'JobStarted', data: { jobId: 'job_w', sequence: 2, attempt: 1, workerId: 'dead' }, metadata: { ...request.metadata, eventId: 'job_w:2' } } as JobEvent]);
    await bus.drain();
    await runJobAttempts(deps, request, async () => { throw new TypeError('undefined is not a function'); });
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobStarted', 'JobFailed']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'failed', attempts: 2, errorCode: 'INTERNAL', errorMessage: 'undefined is not a function' });
  });
});
