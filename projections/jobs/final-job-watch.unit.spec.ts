import { completedJobEvents, plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { evolveJob, type JobView } from '../../domain/jobs';
import { FinalJobWatch } from './final-job-watch';

const finalView = (jobId: string): JobView =>
  completedJobEvents(plainJobRequest(jobId), 't', new Date()).reduce<JobView | null>(evolveJob, null)!;

describe('the watch a synchronous request waits on', () => {
  it('keeps a later wait for a job listed when an earlier one, already woken, is cancelled', async () => {
    const watch = new FinalJobWatch();
    const first = watch.wait('j1', 60_000);
    watch.saved([finalView('j1')]);
    await first.woken;
    const second = watch.wait('j1', 60_000);
    first.cancel();
    expect(watch.size).toBe(1);
    second.cancel();
    expect(watch.size).toBe(0);
  });
});
