import { EventLog, JsonEventCodec, type AnyEvent } from '../../common/events';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { topicSpecs, topicsFor } from '../../common/topics';
import { batchCancelRequested } from '../../domain/batches';
import { plainBatchItem, receiptBatchCreated, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';
import { jobCompleted, jobFailed, jobStarted, type JobEvent } from '../../domain/jobs';
import { startTestCoordinator } from '../../services/batch-coordinator/coordinator-fixtures.spec';
import { batchesHandler } from './batches-projector';
import { InMemoryBatchesStore } from './in-memory-batches-store';

const topics = topicsFor('unit.');
const t0 = Date.parse('2026-11-21T10:00:00Z');
const item = (batchId: string, index: number) => plainBatchItem(index, `${batchId}_job_${index}`);

/**
 * A small live system on the in-memory bus: the real coordinator, and a worker that finishes every item released
 * it is given (the item at index 3 fails). Every clock reading is a second later than the one before,
 * so that times taken by the coordinator and by the workers differ.
 */
const liveSystem = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics(topicSpecs(topics, 3));
  const codec = new JsonEventCodec();
  const eventLog = new EventLog(bus, codec);
  let tick = 0;
  const clock = () => new Date(t0 + 1_000 * (tick += 1));
  const coordinated = new InMemoryBatchesStore();
  await startTestCoordinator({
    eventLog,
    topics,
    store: coordinated,
    now: clock,
    progress: { everyPercent: 25, everyMs: 60_000 },
  });
  const held = new Set<string>(); // items the worker leaves running until the test says otherwise
  await eventLog.subscribe<JobEvent>({
    groupId: 'worker',
    topics: [topics.work.receipt_extraction],
    handler: async (event) => {
      if (event.type !== 'JobRequested' || event.data.batchId === null || held.has(event.data.jobId)) return;
      const { jobId, batchId, batchIndex } = event.data;
      const cause = { tenantId: event.metadata.tenantId, eventId: event.metadata.eventId };
      const outcome =
        batchIndex === 3
          ? jobFailed(
              cause,
              { jobId, attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 404', durationMs: 2 },
              clock(),
            )
          : jobCompleted(
              cause,
              { jobId, attempt: 1, resultJson: '{}', durationMs: 2, fileSha256: null, pages: 1 },
              clock(),
            );
      await eventLog.append(topics.jobs, batchId, [jobStarted(cause, jobId, 1, 'w', clock()), outcome]);
    },
  });
  const submit = async (batchId: string, totalItems: number, concurrencyLimit: number) => {
    const created = receiptBatchCreated({ batchId, totalItems, concurrencyLimit, chunkCount: 2 }, 't', clock());
    const half = Math.ceil(totalItems / 2);
    const chunks = [0, 1].map((chunk) => {
      const indexes = Array.from({ length: totalItems }, (_, index) => index).filter((index) =>
        chunk === 0 ? index < half : index >= half,
      );
      return receiptBatchItemsAdded(
        batchId,
        chunk,
        indexes.map((index) => item(batchId, index)),
        't',
        clock(),
      );
    });
    for (const event of [created, ...chunks]) await eventLog.append(topics.jobs, batchId, [event]);
    await bus.drain();
  };
  const log = () =>
    Promise.all(
      bus
        .messages(topics.jobs)
        .map(async (message) => ({ event: await codec.decode(message.value), key: message.key })),
    );
  return { bus, eventLog, coordinated, held, submit, log, clock };
};

const fold = async (
  messages: ReadonlyArray<{ event: AnyEvent; key: string | null }>,
  store = new InMemoryBatchesStore(),
) => {
  const handle = batchesHandler(store);
  for (const { event, key } of messages) await handle(event, { key });
  return store;
};

/** The read model without the compare-and-set counter, which counts the writer's saves rather than events. */
const withoutVersions = (store: InMemoryBatchesStore) => ({
  records: [...store.records.values()]
    .map(({ version, ...record }) => record)
    .sort((a, b) => a.batchId.localeCompare(b.batchId)),
  items: [...store.items.values()].sort((a, b) => a.batchId.localeCompare(b.batchId) || a.index - b.index),
});

describe('batches projector (the read model folded from events, without the coordinator)', () => {
  it('arrives at the state the coordinator saved: releases, progress, cancellation, completion', async () => {
    const live = await liveSystem();
    await live.submit('bat_done', 8, 2);
    live.held.add('bat_cut_job_0');
    await live.submit('bat_cut', 6, 1);
    await live.eventLog.append(topics.jobs, 'bat_cut', [
      jobStarted({ tenantId: 't', eventId: 'x' }, 'bat_cut_job_0', 1, 'w', live.clock()),
    ]);
    await live.bus.drain();
    // the cancellation is the last change of this batch: the progress report it causes must not move updatedAt
    await live.eventLog.append(topics.jobs, 'bat_cut', [batchCancelRequested('bat_cut', 't', live.clock())]);
    await live.bus.drain();

    const rebuilt = await fold(await live.log());
    expect(withoutVersions(rebuilt)).toEqual(withoutVersions(live.coordinated));
    expect(await rebuilt.getForTenant('t', 'bat_done')).toMatchObject({
      released: 8,
      counts: { completed: 7, failed: 1 },
      lastProgressFinished: 6,
    });
    expect((await rebuilt.getForTenant('t', 'bat_done'))?.completedAt).not.toBeNull();
    expect(await rebuilt.getForTenant('t', 'bat_cut')).toMatchObject({
      released: 1,
      completedAt: null,
      lastProgressFinished: 5,
      counts: { processing: 1, cancelled: 5 },
    });
  });

  it('the same event twice gives the same result', async () => {
    const live = await liveSystem();
    await live.submit('bat_twice', 4, 2);
    const messages = await live.log();
    const once = await fold(messages);
    const twice = await fold(messages.flatMap((message) => [message, message]));
    expect(twice.records).toEqual(once.records);
    expect(twice.items).toEqual(once.items);
    const again = await fold(messages, once); // the whole log again over the finished read model
    expect(again.records).toEqual(twice.records);
  });
});
