import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog, JsonEventCodec } from '../../common/events';
import { FileUnreachableError, UnsupportedFileTypeError } from '../../common/errors';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import type { Subscription } from '../../common/messaging';
import { topicsFor } from '../../common/topics';
import { jobDecider, jobRequested, jobStarted, type JobEvent } from '../../domain/jobs';
import { InMemoryJobsStore, applyJobEvent } from '../../projections/jobs';
import { InMemoryDueRetriesStore } from '../../common/due-retries';
import { runJob, workHeaders, type AttemptOutcome, type JobRunnerDeps } from './run-job';
import { startJobWorker } from './start-job-worker';
import { WorkerJobs } from './worker-jobs';

const topics = topicsFor('unit.');
const work = topics.work.receipt_extraction;
const highWork = topics.highWork.receipt_extraction;
const request = jobRequested(plainJobRequest('job_w'), 'tenant_w', new Date('2026-11-21T10:00:00Z'));
const high = jobRequested(
  { ...plainJobRequest('job_h'), priority: 'high' },
  'tenant_w',
  new Date('2026-11-21T10:00:00Z'),
);
const outcome = { resultJson: '{"vendor":"V"}', fileSha256: null, pages: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An engine that reads every receipt at once, and counts how often it ran. */
const countedEngine = () => {
  const engine = {
    runs: 0,
    attempt: async (): Promise<AttemptOutcome> => {
      engine.runs += 1;
      return outcome;
    },
  };
  return engine;
};

const setup = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([
    { name: topics.jobs, partitions: 2 },
    { name: work, partitions: 2 },
    { name: highWork, partitions: 2 },
  ]);
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
  const retries = new InMemoryDueRetriesStore();
  const runner = (workerId: string): JobRunnerDeps => ({
    eventLog,
    topics,
    jobs: new WorkerJobs(3_600_000),
    retries,
    logger: createLogger({ level: 'silent', name: 'test' }),
    now: () => clock.now,
    random: () => 0.5,
    workerId,
    decider: jobDecider({ maxAttempts: 3, backoff: { baseMs: 100, maxMs: 10_000, jitterRatio: 0.2 } }),
  });
  const deps = runner('w1');
  await eventLog.append(topics.jobs, 'job_w', [request]);
  const decoded = async (topic: string) => {
    await bus.drain();
    return Promise.all(bus.messages(topic).map(async (message) => (await codec.decode(message.value)) as JobEvent));
  };
  /** What the history (the jobs topic) holds. */
  const types = async () => (await decoded(topics.jobs)).map((event) => event.type);
  const workers: Subscription[] = [];
  /** A worker process reading the work topic, with its poller of due retries. */
  const startWorker = async (
    runnerDeps: JobRunnerDeps,
    attempt: () => Promise<AttemptOutcome>,
    retryLooks = { minGapMs: 1, maxIdleMs: 1 },
  ) => {
    const worker = await startJobWorker(runnerDeps, {
      jobType: 'receipt_extraction',
      groupId: 'extractor',
      concurrency: 4,
      work: attempt,
      retries: { ...retryLooks, leaseMs: 60_000 },
    });
    workers.push(worker);
    return worker;
  };
  /** The coordinator's release of a request (by default the standard one) to a work topic. */
  const release = async (released = request, topic = work) => {
    await eventLog.append(topic, released.data.jobId, [released], workHeaders(released));
    await settle();
  };
  const settle = async () => {
    for (let round = 0; round < 5; round += 1) {
      await bus.drain();
      await sleep(5);
    }
  };
  /** Moves the clock on and lets the pollers hand back what is due. */
  const after = async (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
    await settle();
  };
  const stop = () => Promise.all(workers.map((worker) => worker.stop()));
  return { deps, runner, jobs, retries, types, bus, decoded, startWorker, release, settle, after, stop };
};

describe('the job runner and its worker', () => {
  it('the same request delivered twice completes the job once', async () => {
    const { deps, types, jobs } = await setup();
    const engine = countedEngine();
    await runJob(deps, request, engine.attempt);
    await runJob(deps, request, engine.attempt);
    expect(engine.runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('a request released twice to a worker reading the work topic runs once, and every event lies beside it there', async () => {
    const { deps, types, decoded, startWorker, release, stop } = await setup();
    const engine = countedEngine();
    await startWorker(deps, engine.attempt);
    await release();
    await release();
    await stop();
    expect(engine.runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    const onWork = (await decoded(work)).map((event) => event.type);
    expect(onWork.filter((type) => type !== 'JobRequested')).toEqual(['JobStarted', 'JobCompleted']);
  });

  it("runs a high-priority request from its type's high work topic, and writes its events beside it there", async () => {
    const { deps, decoded, startWorker, release, stop } = await setup();
    const ran: string[] = [];
    await startWorker(deps, async () => {
      ran.push('job_h');
      return outcome;
    });
    await release(high, highWork);
    await stop();
    expect(ran).toEqual(['job_h']);
    const onHighWork = (await decoded(highWork)).map((event) => event.type);
    expect(onHighWork.filter((type) => type !== 'JobRequested')).toEqual(['JobStarted', 'JobCompleted']);
    expect(await decoded(work)).toEqual([]);
  });

  it('runs a high-priority request found on the standard work topic (released there before high work had its own)', async () => {
    const { deps, startWorker, release, stop } = await setup();
    const engine = countedEngine();
    await startWorker(deps, engine.attempt);
    await release(high, work);
    await stop();
    expect(engine.runs).toBe(1);
  });

  it('writes an outcome the broker refused at the next delivery, without running the job again', async () => {
    const { deps, bus, types, jobs } = await setup();
    let runs = 0;
    const attempt = async () => {
      runs += 1;
      bus.healthy = false; // the broker goes away while the engine works
      return outcome;
    };
    await expect(runJob(deps, request, attempt)).rejects.toThrow();
    bus.healthy = true;
    await runJob(deps, request, attempt);
    expect(runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('writes nothing to the work topic that the history refused: the trail misses no event a worker decided from', async () => {
    const { deps, bus, decoded, jobs } = await setup();
    const log = new HistoryRefused(bus, new JsonEventCodec());
    const outage = { ...deps, eventLog: log };
    const engine = countedEngine();
    log.down = true;
    await expect(runJob(outage, request, engine.attempt)).rejects.toThrow('refused');
    log.down = false;
    // The consumer restarted after the outage: catching up, the worker reads what lies beside the request, then the request.
    for (const event of await decoded(work)) deps.jobs.fold(event);
    await runJob(outage, request, engine.attempt);
    expect(engine.runs).toBe(1);
    const ids = (events: readonly JobEvent[]) => events.map((event) => event.metadata.eventId);
    const history = ids(await decoded(topics.jobs));
    expect(ids(await decoded(work)).filter((id) => !history.includes(id))).toEqual([]);
    const view = await jobs.get('job_w');
    expect(view).toMatchObject({ status: 'completed', attempts: 1 });
    expect(view!.trail.map((entry) => entry.eventId)).toEqual(history);
  });

  it('a request delivered again while its attempt runs here waits for it and starts nothing', async () => {
    const { deps, types } = await setup();
    let runs = 0;
    let finish: (() => void) | undefined;
    const first = runJob(deps, request, async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return outcome;
    });
    await sleep(5);
    let againEnded = false;
    const again = runJob(deps, request, async () => {
      runs += 1;
      return outcome;
    }).then(() => {
      againEnded = true;
    });
    await sleep(5);
    expect(againEnded).toBe(false);
    finish?.();
    await Promise.all([first, again]);
    expect(runs).toBe(1);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
  });

  it("starts the next attempt when its own start is in the log but the broker's answer was lost before the attempt ran", async () => {
    const { deps, bus, types, jobs, decoded } = await setup();
    const log = new AnswerLostOnStart(bus, new JsonEventCodec());
    const losing = { ...deps, eventLog: log };
    const engine = countedEngine();
    await expect(runJob(losing, request, engine.attempt)).rejects.toThrow('before the broker answered');
    expect(engine.runs).toBe(0);
    log.answers = true;
    // The position went back (the consumer restarted): catching up, the worker reads its own JobStarted, then the request.
    for (const event of await decoded(work)) deps.jobs.fold(event);
    await runJob(losing, request, engine.attempt);
    expect(engine.runs).toBe(1);
    expect((await types()).slice(1)).toEqual(['JobStarted', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('a worker taking over a partition reads what came of its requests before deciding: an attempt that died counts', async () => {
    const { runner, types, jobs, startWorker, settle } = await withDeadAttempt();
    const engine = countedEngine();
    await startWorker(runner('w2'), engine.attempt);
    await settle();
    expect(engine.runs).toBe(1);
    expect((await types()).slice(1)).toEqual(['JobStarted', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('schedules the retry of a transient failure instead of waiting for it, and hands it back to the work topic when it is due', async () => {
    const { deps, types, jobs, retries, startWorker, release, after, stop, decoded } = await setup();
    let calls = 0;
    await startWorker(deps, async () => {
      calls += 1;
      if (calls === 1) throw new FileUnreachableError('GET returned 503', { retriable: true });
      return outcome;
    });
    await release();
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled']);
    const scheduled = (await decoded(topics.jobs))[2]!;
    expect(scheduled.type === 'JobRetryScheduled' && scheduled.data.dueAt).toBe('2026-11-21T10:00:01.100Z');
    await release(); // a redelivery before it is due starts nothing
    await after(50);
    expect(calls).toBe(1);
    expect(retries.retries.size).toBe(1);
    await after(60);
    await stop();
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 2 });
    expect(retries.retries.size).toBe(0);
  });

  it('hands back a retry it scheduled when it falls due, though its poller looks by itself only once a minute', async () => {
    const { deps, types, retries, startWorker, release, after, settle, stop } = await setup();
    let calls = 0;
    await startWorker(
      deps,
      async () => {
        calls += 1;
        if (calls === 1) throw new FileUnreachableError('GET returned 503', { retriable: true });
        return outcome;
      },
      { minGapMs: 1, maxIdleMs: 60_000 },
    );
    await settle(); // the poller's first look finds nothing kept: its next is a minute on
    await release(); // the attempt fails, and the retry is kept
    expect(retries.retries.size).toBe(1);
    await after(150); // due by the clock the claim reads; the timer the save set fires 100 ms after it
    await sleep(150);
    await settle();
    await stop();
    expect(calls).toBe(2);
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled', 'JobStarted', 'JobCompleted']);
    expect(retries.retries.size).toBe(0);
  });

  it('leaves no retry poller behind when its lanes cannot subscribe', async () => {
    const { deps, retries } = await setup();
    const away = Object.assign(Object.create(deps.eventLog) as JobRunnerDeps['eventLog'], {
      subscribe: async () => {
        throw new Error('the broker is away');
      },
    });
    const looks = jest.spyOn(retries, 'claimDue');
    await expect(
      startJobWorker(
        { ...deps, eventLog: away },
        {
          jobType: 'receipt_extraction',
          groupId: 'extractor',
          concurrency: 4,
          work: async () => outcome,
          retries: { minGapMs: 1, maxIdleMs: 1, leaseMs: 60_000 },
        },
      ),
    ).rejects.toThrow('the broker is away');
    await sleep(30);
    expect(looks).not.toHaveBeenCalled();
  });

  it('a due retry whose hand-back met a broker outage goes back on the next poll after the broker returns, not at its lease', async () => {
    const { deps, bus, types, jobs, retries, startWorker, release, after, stop } = await setup();
    const log = new BrokerOutage(bus, new JsonEventCodec());
    let calls = 0;
    await startWorker({ ...deps, eventLog: log }, async () => {
      calls += 1;
      if (calls === 1) throw new FileUnreachableError('GET returned 503', { retriable: true });
      return outcome;
    });
    await release();
    log.down = true;
    await after(110); // due: the poller claims it and cannot hand it back
    expect(log.refused).toBeGreaterThan(0);
    expect(calls).toBe(1);
    log.down = false;
    await after(10); // far short of the 60 s lease
    await stop();
    expect(await types()).toEqual(['JobRequested', 'JobStarted', 'JobRetryScheduled', 'JobStarted', 'JobCompleted']);
    expect(await jobs.get('job_w')).toMatchObject({ status: 'completed', attempts: 2 });
    expect(retries.retries.size).toBe(0);
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
    await transient.startWorker(transient.deps, async () => {
      throw new FileUnreachableError('GET returned 503', { retriable: true });
    });
    await transient.release();
    await transient.after(100);
    await transient.after(200);
    await transient.stop();
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

  it('never retries a programming error', async () => {
    const { deps, jobs } = await setup();
    await runJob(deps, request, async () => {
      throw new TypeError('undefined is not a function');
    });
    expect(await jobs.get('job_w')).toMatchObject({
      status: 'failed',
      attempts: 1,
      errorCode: 'INTERNAL',
      errorMessage: 'undefined is not a function',
    });
  });
});

/** A broker that records a job's start in both topics but loses its answer to the last write (it stopped as it wrote), until `answers`. */
class AnswerLostOnStart extends EventLog {
  answers = false;

  override async append(...args: Parameters<EventLog['append']>): Promise<void> {
    await super.append(...args);
    if (!this.answers && args[0] !== topics.jobs && args[2].some((event) => event.type === 'JobStarted'))
      throw new Error('the connection closed before the broker answered');
  }
}

/** A broker that refuses the history's writes while `down` and takes the work topic's (an outage between two requests). */
class HistoryRefused extends EventLog {
  down = false;

  override async append(...args: Parameters<EventLog['append']>): Promise<void> {
    if (this.down && args[0] === topics.jobs) throw new Error('the history write was refused');
    await super.append(...args);
  }
}

/** A broker that refuses every write while `down`. */
class BrokerOutage extends EventLog {
  down = false;
  refused = 0;

  override async append(...args: Parameters<EventLog['append']>): Promise<void> {
    if (this.down) {
      this.refused += 1;
      throw new Error('the broker is not reachable');
    }
    await super.append(...args);
  }
}

/** A work topic where worker `dead` released and started the job, then died: its JobStarted lies after the request. */
const withDeadAttempt = async () => {
  const system = await setup();
  const { deps } = system;
  await deps.eventLog.append(work, 'job_w', [request], workHeaders(request));
  const died = jobStarted(
    { tenantId: 'tenant_w', eventId: request.metadata.eventId },
    'job_w',
    1,
    'dead',
    new Date('2026-11-21T10:00:00Z'),
  );
  await deps.eventLog.append(topics.jobs, 'job_w', [died], workHeaders(request));
  await deps.eventLog.append(work, 'job_w', [died], workHeaders(request));
  return system;
};
