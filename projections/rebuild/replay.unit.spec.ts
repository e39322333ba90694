import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog, JsonEventCodec, type AnyEvent } from '../../common/events';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { topicSpecs, topicsFor } from '../../common/topics';
import { plainBatchItem, receiptBatchCreated, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';
import { jobCompleted, jobRequested, jobStarted, type JobEvent } from '../../domain/jobs';
import { startTestCoordinator } from '../../services/batch-coordinator/coordinator-fixtures.spec';
import { InMemoryBatchesStore, batchesHandler } from '../batches';
import { InMemoryJobsStore, jobsHandler, jobsProjector } from '../jobs';
import { startProjectorGroup } from '../projector-group';
import { InMemoryTopicEnds } from './in-memory-topic-ends';
import { Replay, type ProjectionHandler } from './replay';

const topics = topicsFor('unit.');
const logger = createLogger({ level: 'silent', name: 'test' });
const t0 = new Date('2026-11-21T10:00:00Z');
const retry = { maxAttempts: 2, backoff: { baseMs: 1, maxMs: 1, jitterRatio: 0 } };

/** A live system on the in-memory bus: the jobs projector, the batch coordinator and a worker that completes every job released to it. */
const liveSystem = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics(topicSpecs(topics, 3));
  const codec = new JsonEventCodec();
  const eventLog = new EventLog(bus, codec);
  const jobs = new InMemoryJobsStore();
  const batches = new InMemoryBatchesStore();
  await startProjectorGroup({
    eventLog,
    logger,
    topic: topics.jobs,
    groupId: 'projection',
    projectors: [jobsProjector({ store: jobs, logger })],
  });
  await startTestCoordinator({ eventLog, topics, store: batches, now: () => t0, logger });
  await eventLog.subscribe<JobEvent>({
    groupId: 'worker',
    topics: [topics.work.receipt_extraction],
    handler: async (event) => {
      if (event.type !== 'JobRequested') return;
      const cause = { tenantId: event.metadata.tenantId, eventId: event.metadata.eventId };
      const done = jobCompleted(
        cause,
        {
          jobId: event.data.jobId,
          attempt: 1,
          resultJson: '{"vendor":"V"}',
          durationMs: 3,
          fileSha256: null,
          pages: 1,
        },
        t0,
      );
      await eventLog.append(topics.jobs, event.data.batchId ?? event.data.jobId, [
        jobStarted(cause, event.data.jobId, 1, 'w', t0),
        done,
      ]);
    },
  });
  for (const jobId of ['job_a', 'job_b', 'job_c']) {
    const request = { ...plainJobRequest(jobId), metadataJson: '{"k":1}' };
    await eventLog.append(topics.jobs, jobId, [jobRequested(request, 't', t0)]);
  }
  const items = [0, 1, 2, 3].map((index) => plainBatchItem(index, `item_${index}`));
  await eventLog.append(topics.jobs, 'bat_r', [
    receiptBatchCreated({ batchId: 'bat_r', totalItems: 4, concurrencyLimit: 2, chunkCount: 1 }, 't', t0),
  ]);
  await eventLog.append(topics.jobs, 'bat_r', [receiptBatchItemsAdded('bat_r', 0, items, 't', t0)]);
  await bus.drain();
  return { bus, codec, jobs, batches };
};

type Live = Awaited<ReturnType<typeof liveSystem>>;

const rebuildInto = async (live: Live, groupId: string) => {
  const jobs = new InMemoryJobsStore();
  const batches = new InMemoryBatchesStore();
  const toJobs = jobsHandler(jobs, logger);
  const toBatches = batchesHandler(batches);
  const replay = await Replay.start(
    { bus: live.bus, codec: live.codec, topic: topics.jobs, groupId, partitionsConcurrently: 3, retry, logger },
    async (event, message) => {
      await toJobs(event);
      await toBatches(event, message);
    },
  );
  await replay.reach(await new InMemoryTopicEnds(live.bus).endOffsets(topics.jobs));
  await replay.stop();
  return { jobs, batches, state: replay.state() };
};

const withoutVersions = (store: InMemoryBatchesStore) =>
  [...store.records.values()].map(({ version, ...record }) => record);

describe('Replay (a projection rebuilt from the beginning of the topic)', () => {
  it('rebuilding twice gives the same result, and the same read models as the live consumers', async () => {
    const live = await liveSystem();
    const first = await rebuildInto(live, 'rebuild-1');
    const second = await rebuildInto(live, 'rebuild-2');
    expect(second.jobs.views).toEqual(first.jobs.views);
    expect(second.batches.records).toEqual(first.batches.records);
    expect(second.batches.items).toEqual(first.batches.items);
    expect(first.jobs.views).toEqual(live.jobs.views);
    expect(withoutVersions(first.batches)).toEqual(withoutVersions(live.batches));
    expect(first.jobs.views.size).toBe(7);
    expect(first.state.events).toBe(live.bus.messages(topics.jobs).length);
    expect(first.jobs.views.get('item_3')?.trail.map((entry) => entry.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobCompleted',
    ]);
  });

  it('passes over what lies beyond its limit, and holds every message while paused', async () => {
    const live = await liveSystem();
    const ends = await new InMemoryTopicEnds(live.bus).endOffsets(topics.jobs);
    const limit = new Map([...ends].map(([partition, end]) => [partition, end - 1]));
    const seen: string[] = [];
    const record: ProjectionHandler = async (event) => void seen.push(event.metadata.eventId);
    const replay = await Replay.start(
      {
        bus: live.bus,
        codec: live.codec,
        topic: topics.jobs,
        groupId: 'limited',
        partitionsConcurrently: 3,
        retry,
        logger,
        limit,
      },
      record,
    );
    await replay.reach(ends);
    expect(replay.state()).toMatchObject({
      events: live.bus.messages(topics.jobs).length - ends.size,
      passedOver: ends.size,
    });

    await replay.pause();
    const extra = jobRequested({ ...plainJobRequest('job_late'), jobType: 'submission_audit' }, 't', t0);
    const unlimited = await Replay.start(
      {
        bus: live.bus,
        codec: live.codec,
        topic: topics.jobs,
        groupId: 'paused',
        partitionsConcurrently: 3,
        retry,
        logger,
      },
      record,
    );
    await unlimited.pause();
    await new EventLog(live.bus, live.codec).append(topics.jobs, 'job_late', [extra]);
    const before = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(before);
    const after: AnyEvent[] = [];
    unlimited.resume(async (event) => void after.push(event));
    await unlimited.reach(await new InMemoryTopicEnds(live.bus).endOffsets(topics.jobs));
    expect(after.map((event) => event.metadata.eventId)).toContain('job_late:1');
    await Promise.all([replay.stop(), unlimited.stop()]);
  });
});
