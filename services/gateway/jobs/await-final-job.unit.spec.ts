import { SyncTimeoutError } from '../../../common/errors';
import { completedJobEvents, plainJobRequest } from '../../../domain/jobs/job-fixtures.spec';
import { evolveJob, type JobView } from '../../../domain/jobs';
import { FinalJobWatch, InMemoryJobsStore } from '../../../projections/jobs';
import { awaitFinalJob } from './await-final-job';

const TENANT = 't1';

/** The job's views as its events leave them: queued, running, completed. */
const viewsOf = (jobId: string): [JobView, JobView, JobView] => {
  const views: JobView[] = [];
  let view: JobView | null = null;
  for (const event of completedJobEvents(plainJobRequest(jobId), TENANT, new Date())) {
    view = evolveJob(view, event);
    views.push(view!);
  }
  return views as [JobView, JobView, JobView];
};

/** An in-memory jobs read model that counts the reads of one job, and a watch beside it. */
const setup = async (jobId: string) => {
  const jobs = new InMemoryJobsStore();
  const [, running, completed] = viewsOf(jobId);
  await jobs.saveMany([running]);
  let reads = 0;
  const read = jobs.getForTenant.bind(jobs);
  jobs.getForTenant = async (tenantId, id) => {
    reads += 1;
    return read(tenantId, id);
  };
  const jobFinals = new FinalJobWatch();
  return { deps: { jobs, jobFinals }, completed, reads: () => reads };
};

const options = { cutoffMs: 8_000, pollUrl: 'http://localhost/v1/jobs/job_s' };

describe('a synchronous request awaiting its job', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers as soon as the projector in its process writes the final view, not at its next poll', async () => {
    const { deps, completed, reads } = await setup('job_s');
    let answeredAt: number | null = null;
    const start = Date.now();
    const answer = awaitFinalJob(deps, TENANT, 'job_s', options).then((view) => {
      answeredAt = Date.now() - start;
      return view;
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(answeredAt).toBeNull();
    await deps.jobs.saveMany([completed]);
    deps.jobFinals.saved([completed]);
    await jest.advanceTimersByTimeAsync(0);
    expect(answeredAt).toBe(100);
    expect((await answer).status).toBe('completed');
    expect(deps.jobFinals.size).toBe(0);
    expect(reads()).toBeLessThanOrEqual(9);
  });

  it('polls less often as the job runs on: a job projected elsewhere, final after 7 s, costs tens of reads, not hundreds', async () => {
    const { deps, completed, reads } = await setup('job_s');
    let answeredAt: number | null = null;
    const start = Date.now();
    const answer = awaitFinalJob(deps, TENANT, 'job_s', options).then(() => (answeredAt = Date.now() - start));
    await jest.advanceTimersByTimeAsync(7_000);
    await deps.jobs.saveMany([completed]); // another process's projector: nothing wakes this one
    await jest.advanceTimersByTimeAsync(300);
    await answer;
    expect(answeredAt).toBeGreaterThanOrEqual(7_000);
    expect(answeredAt).toBeLessThanOrEqual(7_250);
    expect(reads()).toBeGreaterThan(20);
    expect(reads()).toBeLessThan(50); // 467 at a read every 15 ms
  });

  it('reads every 15 ms while most answers come: a view written elsewhere at 40 ms is answered by 45 ms', async () => {
    const { deps, completed } = await setup('job_s');
    let answeredAt: number | null = null;
    const start = Date.now();
    const answer = awaitFinalJob(deps, TENANT, 'job_s', options).then(() => (answeredAt = Date.now() - start));
    await jest.advanceTimersByTimeAsync(40);
    await deps.jobs.saveMany([completed]);
    await jest.advanceTimersByTimeAsync(20);
    await answer;
    expect(answeredAt).toBeLessThanOrEqual(45);
  });

  it('answers 504 SYNC_TIMEOUT at the cutoff, with the job to poll, and leaves no wait behind', async () => {
    const { deps } = await setup('job_s');
    const answer = awaitFinalJob(deps, TENANT, 'job_s', { ...options, cutoffMs: 1_000 });
    const failed = expect(answer).rejects.toBeInstanceOf(SyncTimeoutError);
    await jest.advanceTimersByTimeAsync(1_100);
    await failed;
    expect(deps.jobFinals.size).toBe(0);
  });
});
