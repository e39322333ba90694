import { evolveJob } from '../evolve-job';
import { jobCompleted, jobFailed, jobRequested, jobRetryScheduled, jobStarted } from '../job-event-factory';
import type { JobEvent } from '../job-events';
import type { JobCommand } from './job-commands';
import { jobDecider } from './job-decider';
import { MAX_RESULT_BYTES } from '../result-size';
import { plainJobRequest } from '../job-fixtures.spec';

const decider = jobDecider({ maxAttempts: 3, backoff: { baseMs: 1_000, maxMs: 60_000, jitterRatio: 0.2 } });
const t0 = new Date('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1_000);
const requested = jobRequested(plainJobRequest('job_1'), 'tenant_a', t0);
const cause = { tenantId: 'tenant_a', eventId: requested.metadata.eventId };
const base = { jobId: 'job_1', cause };

const start = (now: Date): JobCommand => ({ type: 'StartAttempt', data: { ...base, workerId: 'w1', now } });
const complete = (now: Date, resultJson = '{}'): JobCommand => ({
  type: 'CompleteAttempt',
  data: { ...base, resultJson, fileSha256: null, pages: 1, durationMs: 5, now },
});
/** A result of exactly `bytes` bytes of JSON, one of them a two-byte character. */
const resultOf = (bytes: number) => JSON.stringify({ items: 'é'.padEnd(bytes - 13, 'x') });
const fail = (now: Date, retriable: boolean): JobCommand => ({
  type: 'FailAttempt',
  data: {
    ...base,
    errorCode: 'FILE_UNREACHABLE',
    errorMessage: 'GET returned 503',
    retriable,
    durationMs: 7,
    jitter: 0.5,
    now,
  },
});
const cancel = (now: Date): JobCommand => ({
  type: 'CancelJob',
  data: { ...base, errorCode: 'CANCELLED', errorMessage: 'the batch was cancelled', now },
});

/** Given these events happened, when this command comes, then these events follow. */
const given = (events: readonly JobEvent[]) => ({
  when: (command: JobCommand) => ({
    then: (expected: readonly JobEvent[]) =>
      expect(decider.decide(command, events.reduce(decider.evolve, decider.initialState))).toEqual(expected),
  }),
});

const retryAt = (attempt: number, seconds: number, dueAt: Date) =>
  jobRetryScheduled(
    cause,
    {
      jobId: 'job_1',
      attempt,
      nextAttempt: attempt + 1,
      dueAt: dueAt.toISOString(),
      errorCode: 'FILE_UNREACHABLE',
      errorMessage: 'GET returned 503',
    },
    at(seconds),
  );

describe('the job decider', () => {
  it('starts the first attempt of a requested job', () => {
    given([requested])
      .when(start(at(1)))
      .then([jobStarted(cause, 'job_1', 1, 'w1', at(1))]);
  });

  it('completes the attempt that is running', () => {
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(complete(at(2)))
      .then([
        jobCompleted(
          cause,
          { jobId: 'job_1', attempt: 1, resultJson: '{}', fileSha256: null, pages: 1, durationMs: 5 },
          at(2),
        ),
      ]);
  });

  it('completes an attempt whose result is as large as an event may carry', () => {
    const resultJson = resultOf(MAX_RESULT_BYTES);
    expect(Buffer.byteLength(resultJson)).toBe(MAX_RESULT_BYTES);
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(complete(at(2), resultJson))
      .then([
        jobCompleted(
          cause,
          { jobId: 'job_1', attempt: 1, resultJson, fileSha256: null, pages: 1, durationMs: 5 },
          at(2),
        ),
      ]);
  });

  it('fails a job whose result is too large for its event, at once and saying so, rather than leave it unwritable', () => {
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(complete(at(2), resultOf(MAX_RESULT_BYTES + 1)))
      .then([
        jobFailed(
          cause,
          {
            jobId: 'job_1',
            attempt: 1,
            errorCode: 'FILE_TOO_LARGE',
            errorMessage:
              'the result is 983,041 bytes of JSON, more than the 983,040 a job may return (thousands of line items): send the document in parts',
            durationMs: 5,
          },
          at(2),
        ),
      ]);
  });

  it('schedules a retry of a transient failure, with the backoff of its attempt', () => {
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(fail(at(2), true))
      .then([retryAt(1, 2, at(3))]);
    given([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      retryAt(1, 2, at(3)),
      jobStarted(cause, 'job_1', 2, 'w1', at(3)),
    ])
      .when(fail(at(4), true))
      .then([retryAt(2, 4, at(6))]);
  });

  it('fails at once on a permanent failure, and after the last attempt on transient ones', () => {
    const failed = (attempt: number, seconds: number) =>
      jobFailed(
        cause,
        { jobId: 'job_1', attempt, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 503', durationMs: 7 },
        at(seconds),
      );
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(fail(at(2), false))
      .then([failed(1, 2)]);
    given([requested, jobStarted(cause, 'job_1', 3, 'w1', at(1))])
      .when(fail(at(2), true))
      .then([failed(3, 2)]);
  });

  it('starts a scheduled retry only once it is due', () => {
    const history = [requested, jobStarted(cause, 'job_1', 1, 'w1', at(1)), retryAt(1, 2, at(10))];
    given(history)
      .when(start(at(5)))
      .then([]);
    given(history)
      .when(start(at(10)))
      .then([jobStarted(cause, 'job_1', 2, 'w1', at(10))]);
  });

  it("counts the asking worker's own attempt still processing in the log: its start was recorded, its outcome never came", () => {
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(start(at(2)))
      .then([jobStarted(cause, 'job_1', 2, 'w1', at(2))]);
  });

  it('counts an attempt that died with its worker, and fails the job once every attempt did', () => {
    given([requested, jobStarted(cause, 'job_1', 1, 'dead', at(1))])
      .when(start(at(2)))
      .then([jobStarted(cause, 'job_1', 2, 'w1', at(2))]);
    given([requested, jobStarted(cause, 'job_1', 3, 'dead', at(1))])
      .when(start(at(2)))
      .then([
        jobFailed(
          cause,
          {
            jobId: 'job_1',
            attempt: 3,
            errorCode: 'INTERNAL',
            errorMessage: 'the worker stopped during all 3 attempts',
            durationMs: 0,
          },
          at(2),
        ),
      ]);
  });

  it('ends a job once: a redelivered request or a late outcome after the end leads to nothing', () => {
    const done = [
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobCompleted(
        cause,
        { jobId: 'job_1', attempt: 1, resultJson: '{}', fileSha256: null, pages: 1, durationMs: 5 },
        at(2),
      ),
    ];
    given(done)
      .when(start(at(3)))
      .then([]);
    given(done)
      .when(fail(at(3), true))
      .then([]);
    given(done)
      .when(cancel(at(3)))
      .then([]);
    given([])
      .when(start(at(3)))
      .then([]);
  });

  it('cancels a job no attempt has started, and only such a job', () => {
    const cancelled = decider.decide(cancel(at(1)), [requested].reduce(decider.evolve, decider.initialState));
    // after the request (sequence 1), where attempt 1 would end: a projection that holds the request applies it
    expect(
      cancelled.map((event) => [
        event.type,
        event.data.sequence,
        event.metadata.eventId,
        'attempt' in event.data && event.data.attempt,
      ]),
    ).toEqual([['JobFailed', 3, 'job_1:3', 0]]);
    expect(cancelled[0]).toMatchObject({
      data: { errorCode: 'CANCELLED', errorMessage: 'the batch was cancelled', durationMs: 0 },
    });
    expect(evolveJob(evolveJob(null, requested), cancelled[0]!)).toMatchObject({
      status: 'failed',
      attempts: 0,
      errorCode: 'CANCELLED',
      errorMessage: 'the batch was cancelled',
    });
    given([requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))])
      .when(cancel(at(2)))
      .then([]);
  });

  it('folds the same event twice into the same state', () => {
    const events = [requested, jobStarted(cause, 'job_1', 1, 'w1', at(1))];
    expect([...events, ...events].reduce(decider.evolve, decider.initialState)).toEqual(
      events.reduce(decider.evolve, decider.initialState),
    );
  });
});
