import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { jobCompleted, jobRequested, jobStarted } from '../../domain/jobs';
import { WorkerJobs } from './worker-jobs';

const at = new Date('2026-11-21T10:00:00Z');
const request = (jobId: string) => jobRequested(plainJobRequest(jobId), 't', at);
const cause = { tenantId: 't', eventId: 'e' };

describe("a worker's jobs as its log says", () => {
  it('folds the same event twice into the same state', () => {
    const jobs = new WorkerJobs(1_000);
    const started = jobStarted(cause, 'job_a', 1, 'w1', at);
    for (const event of [request('job_a'), started, started, request('job_a')]) jobs.fold(event);
    expect(jobs.state('job_a')).toEqual({ status: 'processing', attempts: 1, version: 2, dueAt: null });
  });

  it('forgets a job nothing happened to for a while, but never one with a turn running here or an outcome unwritten', async () => {
    const clock = { now: 0 };
    const jobs = new WorkerJobs(1_000, () => clock.now);
    for (const jobId of ['job_idle', 'job_running', 'job_pending']) jobs.fold(request(jobId));
    jobs.setPending('job_pending', [
      jobCompleted(
        cause,
        { jobId: 'job_pending', attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: null },
        at,
      ),
    ]);
    let finish: (() => void) | undefined;
    const running = jobs.inTurn('job_running', () => new Promise<void>((resolve) => (finish = resolve)));
    clock.now = 5_000;
    expect(jobs.forgetIdle()).toBe(1);
    expect(jobs.state('job_idle').status).toBe('unrequested');
    expect(jobs.state('job_running').status).toBe('queued');
    expect(jobs.pending('job_pending')).toHaveLength(1);
    finish?.();
    await running;
    clock.now = 10_000;
    expect(jobs.forgetIdle()).toBe(1); // its turn over, the job is idle like any other
    expect(jobs.state('job_running').status).toBe('unrequested');
  });

  it("runs one turn on a job at a time, in the order they came, a failed turn not holding up the next, and other jobs' turns beside", async () => {
    const jobs = new WorkerJobs(1_000);
    const log: string[] = [];
    let finishFirst: (() => void) | undefined;
    const first = jobs.inTurn('job_a', async () => {
      log.push('a1 starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      log.push('a1 ends');
      throw new Error('the broker refused the outcome');
    });
    const second = jobs.inTurn('job_a', async () => {
      log.push('a2 starts');
    });
    const other = jobs.inTurn('job_b', async () => {
      log.push('b starts');
    });
    await other;
    expect(log).toEqual(['a1 starts', 'b starts']);
    finishFirst?.();
    await expect(first).rejects.toThrow('the broker refused the outcome');
    await second;
    expect(log).toEqual(['a1 starts', 'b starts', 'a1 ends', 'a2 starts']);
  });
});
