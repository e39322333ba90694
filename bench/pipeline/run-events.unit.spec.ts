import type { AnyEvent } from '../../common/events';
import type { IncomingMessage } from '../../common/messaging';
import { topicsFor } from '../../common/topics';
import { readRunEvents, stagesOf, type RunEvent, type RunEvents } from './run-events';

const event = (
  type: string,
  jobId: string | null,
  occurredAt: number,
  writtenAt = occurredAt,
  durationMs: number | null = null,
): RunEvent => ({
  type,
  jobId,
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

describe("a batch's events read from the log after the run", () => {
  const topics = topicsFor('unit.');
  const work = topics.work.receipt_extraction;
  const logged = (topic: string, timestamp: number, key: string, type: string, eventId: string, data: object) => ({
    topic,
    timestamp,
    key,
    event: { type, data, metadata: { eventId, occurredAt: new Date(timestamp - 5).toISOString() } },
  });
  const records = [
    logged(topics.jobs, 1_000, 'batch-1', 'JobStarted', 'job-1:2', { jobId: 'job-1' }),
    logged(topics.jobs, 1_100, 'batch-1', 'JobCompleted', 'job-1:3', { jobId: 'job-1', durationMs: 90 }),
    logged(topics.jobs, 1_100, 'batch-0', 'JobCompleted', 'job-0:3', { jobId: 'job-0', durationMs: 70 }),
    logged(topics.jobs, 1_200, 'batch-1', 'BatchCompleted', 'batch-1:completed', { batchId: 'batch-1' }),
    // The release keeps the batch's creation time; its record's time is when the coordinator wrote it.
    logged(work, 900, 'job-1', 'JobRequested', 'job-1:1', { jobId: 'job-1' }),
    logged(work, 1_001, 'job-1', 'JobStarted', 'job-1:2', { jobId: 'job-1' }),
    logged(work, 1_101, 'job-1', 'JobCompleted', 'job-1:3', { jobId: 'job-1', durationMs: 90 }),
  ];
  const log = {
    topics,
    bus: {
      readTopic: (topic: string): Promise<IncomingMessage[]> =>
        Promise.resolve(
          records
            .filter((record) => record.topic === topic)
            .map((record, index) => ({
              topic,
              partition: 0,
              offset: String(index),
              timestamp: record.timestamp,
              key: record.key,
              value: Buffer.from(JSON.stringify(record.event)),
              headers: {},
            })),
        ),
    },
    codec: { decode: (bytes: Buffer) => Promise.resolve(JSON.parse(bytes.toString()) as AnyEvent) },
  };

  it("keeps this batch's events once each, a worker's copies on its work topic included", async () => {
    const events = await readRunEvents(log, { batchId: 'batch-1', jobIds: new Set(['job-1']) });
    expect(events.starts.map((entry) => entry.jobId)).toEqual(['job-1']);
    expect(events.ends.map((entry) => [entry.jobId, entry.durationMs])).toEqual([['job-1', 90]]);
    expect(events.batchCompleted?.type).toBe('BatchCompleted');
  });

  it("takes a release's time from its record", async () => {
    const events = await readRunEvents(log, { batchId: 'batch-1', jobIds: new Set(['job-1']) });
    expect(events.released.map((entry) => entry.writtenAt)).toEqual([900]);
  });
});
