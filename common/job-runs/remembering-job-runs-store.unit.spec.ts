import { plainJobRequest } from '../../test/support/job-requests';
import { jobRequested, type JobState } from '../../domain/jobs';
import { InMemoryJobRunsStore } from './in-memory-job-runs-store';
import type { JobRun } from './job-runs-store';
import { RememberingJobRunsStore } from './remembering-job-runs-store';

const request = jobRequested(plainJobRequest('job_r'), 'tenant_r', new Date('2026-11-21T10:00:00Z'));
const run = (state: JobState): JobRun => ({ jobId: 'job_r', state, request, wakeAt: null });
const processing: JobState = { status: 'processing', attempts: 1, version: 2, dueAt: null };
const completed: JobState = { status: 'completed', attempts: 1, version: 3, dueAt: null };

/** A store whose saves fail while `down` is set, as the database does during an outage. */
class FlakyStore extends InMemoryJobRunsStore {
  down = false;
  override async save(saved: JobRun): Promise<void> {
    if (this.down) throw new Error('connection lost');
    await super.save(saved);
  }
}

describe('RememberingJobRunsStore', () => {
  it('answers the state it last saved even when the database lost that save', async () => {
    const inner = new FlakyStore();
    const runs = new RememberingJobRunsStore(inner);
    await runs.save(run(processing));
    inner.down = true;
    await expect(runs.save(run(completed))).rejects.toThrow('connection lost');
    inner.down = false;
    expect((await inner.load('job_r'))?.state.status).toBe('processing');
    expect((await runs.load('job_r'))?.state).toEqual(completed);
  });

  it('prefers the stored run when it is newer than what this process saved (another worker went on)', async () => {
    const inner = new InMemoryJobRunsStore();
    const runs = new RememberingJobRunsStore(inner);
    await runs.save(run(processing));
    await inner.save(run(completed));
    expect((await runs.load('job_r'))?.state).toEqual(completed);
  });

  it('loads the same run twice alike, and an older save never replaces a newer memory', async () => {
    const runs = new RememberingJobRunsStore(new InMemoryJobRunsStore());
    await runs.save(run(completed));
    await runs.save(run(processing)).catch(() => undefined);
    expect((await runs.load('job_r'))?.state).toEqual(completed);
    expect((await runs.load('job_r'))?.state).toEqual(completed);
  });
});
