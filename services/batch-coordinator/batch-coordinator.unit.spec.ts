import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog, JsonEventCodec } from '../../common/events';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import type { OutgoingMessage } from '../../common/messaging';
import { topicSpecs, topicsFor } from '../../common/topics';
import { jobRequested, jobStarted } from '../../domain/jobs';
import { InMemoryBatchesStore } from '../../projections/batches';
import { startTestCoordinator } from './coordinator-fixtures.spec';
import { plainBatchItem, receiptBatchCreated, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';

const topics = topicsFor('unit.');
const t0 = new Date('2026-11-21T10:00:00Z');

const setup = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics(topicSpecs(topics, 3));
  const codec = new JsonEventCodec();
  const eventLog = new EventLog(bus, codec);
  const store = new InMemoryBatchesStore();
  await startTestCoordinator({ eventLog, topics, store, now: () => t0 });
  const released = async (topic: string) => {
    await bus.drain();
    return Promise.all(
      bus.messages(topic).map(async (message) => ({ key: message.key, event: await codec.decode(message.value) })),
    );
  };
  return { eventLog, released, store };
};

describe('the batch coordinator (releasing work)', () => {
  it("hands a single job's request to its job type's workers at once, and its later events to nobody", async () => {
    const { eventLog, released } = await setup();
    const extraction = jobRequested(plainJobRequest('job_x'), 't', t0);
    const audit = jobRequested({ ...plainJobRequest('job_a'), jobType: 'submission_audit' }, 't', t0);
    await eventLog.append(topics.jobs, 'job_x', [extraction]);
    await eventLog.append(topics.jobs, 'job_a', [audit]);
    await eventLog.append(topics.jobs, 'job_x', [
      jobStarted({ tenantId: 't', eventId: 'job_x:1' }, 'job_x', 1, 'w', t0),
    ]);
    expect(await released(topics.work.receipt_extraction)).toEqual([{ key: 'job_x', event: extraction }]);
    expect(await released(topics.work.submission_audit)).toEqual([{ key: 'job_a', event: audit }]);
  });

  it("hands a high-priority request to its job type's high work topic, never the standard one", async () => {
    const { eventLog, released } = await setup();
    const high = jobRequested({ ...plainJobRequest('job_h'), priority: 'high' }, 't', t0);
    await eventLog.append(topics.jobs, 'job_h', [high]);
    expect(await released(topics.highWork.receipt_extraction)).toEqual([{ key: 'job_h', event: high }]);
    expect(await released(topics.work.receipt_extraction)).toEqual([]);
  });

  it('the same request twice is released as the same event, which a worker recognises by its id', async () => {
    const { eventLog, released, store } = await setup();
    const request = jobRequested(plainJobRequest('job_x'), 't', t0);
    await eventLog.append(topics.jobs, 'job_x', [request]);
    await eventLog.append(topics.jobs, 'job_x', [request]);
    const copies = await released(topics.work.receipt_extraction);
    expect(copies.map(({ event }) => event.metadata.eventId)).toEqual(['job_x:1', 'job_x:1']);
    expect(copies.map(({ event }) => event)).toEqual([request, request]);
    expect(await store.getForTenant('t', 'job_x')).toBeNull(); // a single job is no batch
  });

  it("releases a run's single jobs before it coordinates the run's batches: a slow batch save does not hold them", async () => {
    const bus = new InMemoryMessageBus();
    await bus.ensureTopics(topicSpecs(topics, 1)); // one partition: the batch's events and the single job share it
    const codec = new JsonEventCodec();
    const eventLog = new EventLog(bus, codec);
    const store = new InMemoryBatchesStore();
    let openSaves = () => {};
    const held = new Promise<void>((resolve) => (openSaves = resolve));
    const save = store.save.bind(store);
    store.save = async (...args) => {
      await held;
      return save(...args);
    };
    await startTestCoordinator({ eventLog, topics, store, now: () => t0 });
    const created = receiptBatchCreated(
      { batchId: 'bat_s', totalItems: 1, concurrencyLimit: 1, chunkCount: 1, webhookUrl: null },
      't',
      t0,
    );
    const added = receiptBatchItemsAdded('bat_s', 0, [plainBatchItem(0, 'job_i')], 't', t0);
    const single = jobRequested(plainJobRequest('job_s'), 't', t0);
    const run: OutgoingMessage[] = [
      { key: 'bat_s', value: await codec.encode(topics.jobs, created), headers: { 'event-type': created.type } },
      { key: 'bat_s', value: await codec.encode(topics.jobs, added), headers: { 'event-type': added.type } },
      {
        key: 'job_s',
        value: await codec.encode(topics.jobs, single),
        headers: { 'event-type': single.type, 'job-id': 'job_s' },
      },
    ];
    void bus.publish(topics.jobs, run); // one publish: one fetched run, the batch's events first
    const releasedJobs = () => bus.messages(topics.work.receipt_extraction).map((message) => message.key);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(releasedJobs()[0]).toBe('job_s'); // the batch's save is still held
    openSaves();
    await bus.drain();
    expect(releasedJobs()).toEqual(['job_s', 'job_i']);
  });
});
