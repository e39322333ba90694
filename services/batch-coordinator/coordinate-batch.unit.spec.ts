import { EventLog, JsonEventCodec, type AnyEvent } from '../../common/events';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { eventTopics, topicSpecs, topicsFor } from '../../common/topics';
import { jobCompleted, jobStarted } from '../../domain/jobs';
import { InMemoryBatchesStore, batchOfEvent } from '../../projections/batches';
import { plainBatchItem, receiptBatchCreated, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';
import { coordinateBatch, coordinateBatchEvents } from './coordinate-batch';
import { testCoordinatorDeps } from './coordinator-fixtures.spec';

const topics = topicsFor('unit.');
const t0 = new Date('2026-11-21T10:00:00Z');
const item = (index: number) => plainBatchItem(index, `job_${index}`);
const created = receiptBatchCreated(
  { batchId: 'bat_c', totalItems: 3, concurrencyLimit: 2, chunkCount: 1, webhookUrl: 'https://example.com/b' },
  't',
  t0,
);
const added = receiptBatchItemsAdded('bat_c', 0, [0, 1, 2].map(item), 't', t0);
const cause = { tenantId: 't', eventId: 'job_0:1' };
const finished = (index: number) => [
  jobStarted(cause, `job_${index}`, 1, 'w', t0),
  jobCompleted(
    cause,
    { jobId: `job_${index}`, attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: 1 },
    t0,
  ),
];

const setup = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics(topicSpecs(topics, 2));
  const codec = new JsonEventCodec();
  const store = new InMemoryBatchesStore();
  const deps = testCoordinatorDeps({ eventLog: new EventLog(bus, codec), topics, store, now: () => t0 });
  const written = async () =>
    Promise.all(
      eventTopics(topics)
        .flatMap((topic) => bus.messages(topic))
        .map(async (message) => await codec.decode(message.value)),
    );
  const handle = (event: Parameters<typeof coordinateBatch>[2]) => coordinateBatch(deps, 'bat_c', event);
  return { deps, store, written, handle, bus };
};

describe('coordinateBatch (the batch coordinator consumer)', () => {
  it('the same events twice give the same batch and the same events written, once each', async () => {
    const once = await setup();
    for (const event of [created, added, ...finished(0), ...finished(1), ...finished(2)]) await once.handle(event);
    const twice = await setup();
    for (const event of [created, added, ...finished(0), ...finished(1), ...finished(2)]) {
      await twice.handle(event);
      twice.deps.cache.delete('bat_c'); // as after a restart: the next delivery starts from the stored batch
      await twice.handle(event);
    }
    const types = async (written: () => Promise<AnyEvent[]>) =>
      (await written()).map((event) => event.metadata.eventId).sort();
    expect(await types(twice.written)).toEqual(await types(once.written));
    expect(await types(once.written)).toEqual(['bat_c:completed', 'bat_c:progress:2', 'job_0:1', 'job_1:1', 'job_2:1']);
    const record = await twice.store.getForTenant('t', 'bat_c');
    expect(record).toMatchObject({
      counts: { queued: 0, processing: 0, completed: 3, failed: 0, cancelled: 0 },
      released: 3,
      completedAt: t0.toISOString(),
    });
    expect({ ...record, version: 0 }).toEqual({ ...(await once.store.getForTenant('t', 'bat_c')), version: 0 });
  });

  it('a fetched run of events decides what one event at a time would, and saves the batch once', async () => {
    const all = [created, added, ...finished(0), ...finished(1), ...finished(2)];
    const single = await setup();
    for (const event of all) await single.handle(event);
    const run = await setup();
    const saves = jest.spyOn(run.store, 'save');
    await coordinateBatchEvents(run.deps, 'bat_c', all);
    const ids = async (written: () => Promise<AnyEvent[]>) =>
      (await written()).map((event) => event.metadata.eventId).sort();
    expect(await ids(run.written)).toEqual(await ids(single.written));
    expect(saves).toHaveBeenCalledTimes(1);
    expect({ ...(await run.store.getForTenant('t', 'bat_c')), version: 0 }).toEqual({
      ...(await single.store.getForTenant('t', 'bat_c')),
      version: 0,
    });
  });

  it('releases no more than concurrencyLimit items before one finishes', async () => {
    const { handle, written } = await setup();
    await handle(created);
    await handle(added);
    expect(
      (await written())
        .filter((event) => event.type === 'JobRequested')
        .map((event) => (event.data as { batchIndex: number }).batchIndex),
    ).toEqual(expect.arrayContaining([0, 1]));
    expect((await written()).filter((event) => event.type === 'JobRequested')).toHaveLength(2);
  });

  it("hands released items to their job type's workers only: on its work topic, keyed by job, never on the jobs topic", async () => {
    const { handle, bus } = await setup();
    await handle(created);
    await handle(added);
    expect(
      bus
        .messages(topics.work.receipt_extraction)
        .map((message) => message.key)
        .sort(),
    ).toEqual(['job_0', 'job_1']);
    expect(bus.messages(topics.work.submission_audit)).toEqual([]);
    expect(bus.messages(topics.jobs).map((message) => message.headers['event-type'])).not.toContain('JobRequested');
  });

  it("finds the batch of an item's job event from its key, and ignores ordinary jobs", () => {
    const [started] = finished(0);
    expect(batchOfEvent(started!, 'bat_c')).toMatchObject({ batchId: 'bat_c' });
    expect(batchOfEvent(started!, 'job_0')).toBeNull();
    expect(batchOfEvent(created, 'bat_c')).toMatchObject({ batchId: 'bat_c' });
  });
});
