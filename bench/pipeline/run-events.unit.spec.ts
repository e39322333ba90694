import { stagesOf, type RunEvent, type RunEvents } from './run-events';

const event = (
  type: string,
  jobId: string | null,
  occurredAt: number,
  writtenAt = occurredAt,
  durationMs: number | null = null,
): RunEvent => ({
  type,
  jobId,
  key: jobId,
  occurredAt,
  writtenAt,
  durationMs,
});

/**
 * Four items, two out at a time: the coordinator releases job-1 and job-2 at once (t=0), job-3 when job-1
 * is done (done 100, released 130), job-4 when job-2 is done (done 150, released 170).
 */
const events: RunEvents = {
  released: [
    event('JobRequested', 'job-1', 0, 0),
    event('JobRequested', 'job-2', 0, 0),
    event('JobRequested', 'job-3', 0, 130),
    event('JobRequested', 'job-4', 0, 170),
  ],
  starts: [
    event('JobStarted', 'job-1', 10),
    event('JobStarted', 'job-2', 20),
    event('JobStarted', 'job-3', 140),
    event('JobStarted', 'job-4', 190),
  ],
  ends: [
    event('JobCompleted', 'job-1', 100, 100, 90),
    event('JobCompleted', 'job-2', 150, 150, 130),
    event('JobCompleted', 'job-3', 240, 240, 100),
    event('JobFailed', 'job-4', 300, 300, 110),
  ],
  batchCompleted: event('BatchCompleted', null, 320),
};

describe("a batch's stages from its events", () => {
  it('times each release to its start from the release record, not from the request', () => {
    // (10 - 0) + (20 - 0) + (140 - 130) + (190 - 170) = 60, over four items.
    expect(stagesOf(events, 2, 400).releaseToStartMeanMs).toBe(15);
  });

  it("pairs each item's outcome with the release its freed slot allows", () => {
    // job-3 released 30 ms after job-1 was done, job-4 20 ms after job-2.
    expect(stagesOf(events, 2, 400).doneToNextReleaseMeanMs).toBe(25);
  });

  it('counts the work, the coordinator and the webhook from the outcomes and the completion', () => {
    expect(stagesOf(events, 2, 400)).toMatchObject({
      workerMeanMs: 108,
      workerSpanMs: 290,
      coordinatorMs: 20,
      webhookMs: 80,
    });
  });

  it('has no turn to time when the limit lets every item out at once', () => {
    expect(stagesOf(events, 4, 400).doneToNextReleaseMeanMs).toBe(0);
  });
});
