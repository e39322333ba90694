import {
  evolveJob,
  jobCompleted,
  jobFailed,
  jobRequested,
  jobRetryScheduled,
  jobStarted,
  type JobEvent,
  type JobView,
} from '.';
import { plainJobRequest } from './job-fixtures.spec';

const t0 = new Date('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const requested = jobRequested({ ...plainJobRequest('job_1'), metadataJson: '{"claim":"c-9"}' }, 'tenant_a', t0);
const cause = { tenantId: 'tenant_a', eventId: requested.metadata.eventId };
const fold = (events: JobEvent[]): JobView | null => events.reduce<JobView | null>(evolveJob, null);

describe('evolveJob', () => {
  it('moves a job through queued, processing and completed with its timing and result', () => {
    const view = fold([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobCompleted(
        cause,
        { jobId: 'job_1', attempt: 1, resultJson: '{"amount":9}', durationMs: 1500, fileSha256: 'abc', pages: 1 },
        at(2.5),
      ),
    ]);
    expect(view).toMatchObject({
      status: 'completed',
      attempts: 1,
      tenantId: 'tenant_a',
      queuedAt: t0.toISOString(),
      startedAt: at(1).toISOString(),
      completedAt: at(2.5).toISOString(),
      durationMs: 1500,
      result: { amount: 9 },
      metadata: { claim: 'c-9' },
      errorCode: null,
      errorMessage: null,
    });
    expect(view?.trail.map((entry) => entry.type)).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
  });

  it('goes back to queued on a scheduled retry and counts the attempts', () => {
    const view = fold([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobRetryScheduled(
        cause,
        {
          jobId: 'job_1',
          attempt: 1,
          nextAttempt: 2,
          dueAt: at(3).toISOString(),
          errorCode: 'FILE_UNREACHABLE',
          errorMessage: 'GET returned 503',
        },
        at(2),
      ),
    ]);
    expect(view).toMatchObject({ status: 'queued', attempts: 1 });
    const retried = fold([
      ...[requested],
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobStarted(cause, 'job_1', 2, 'w1', at(4)),
    ]);
    expect(retried).toMatchObject({ status: 'processing', attempts: 2 });
  });

  it('records a failure as one CODE: message line', () => {
    const view = fold([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobFailed(
        cause,
        { jobId: 'job_1', attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 404', durationMs: 10 },
        at(2),
      ),
    ]);
    expect(view).toMatchObject({ status: 'failed', errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 404' });
    expect(view!.trail.at(-1)!.detail).toBe('FILE_UNREACHABLE: GET returned 404');
  });

  it('gives the same view when the same event is applied twice', () => {
    const started = jobStarted(cause, 'job_1', 1, 'w1', at(1));
    const once = fold([requested, started]);
    const twice = fold([requested, requested, started, started]);
    expect(twice).toEqual(once);
  });

  it('never moves a completed job backwards when an older event arrives late', () => {
    const completed = fold([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobCompleted(
        cause,
        { jobId: 'job_1', attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: null },
        at(2),
      ),
    ]);
    expect(evolveJob(completed, jobStarted(cause, 'job_1', 1, 'w1', at(1)))).toBe(completed);
  });

  it('ignores events of a job whose request it has not seen', () => {
    expect(evolveJob(null, jobStarted(cause, 'job_1', 1, 'w1', at(1)))).toBeNull();
  });

  it('keeps the first outcome: an attempt started after the job ended changes nothing', () => {
    const done = fold([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', at(1)),
      jobCompleted(
        cause,
        { jobId: 'job_1', attempt: 1, resultJson: '{"total":1}', durationMs: 5, fileSha256: null, pages: 1 },
        at(2),
      ),
    ])!;
    const stale = [
      jobStarted(cause, 'job_1', 2, 'w2', at(3)),
      jobCompleted(
        cause,
        { jobId: 'job_1', attempt: 2, resultJson: '{"total":2}', durationMs: 5, fileSha256: null, pages: 1 },
        at(4),
      ),
    ];
    expect(stale.reduce<JobView | null>(evolveJob, done)).toBe(done);
  });
});
