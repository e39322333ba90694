import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog, JsonEventCodec } from '../../common/events';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { topicSpecs, topicsFor } from '../../common/topics';
import { jobRequested, jobStarted } from '../../domain/jobs';
import { InMemoryBatchesStore } from '../../projections/batches';
import { startSingleJobRelease } from './batch-coordinator';
import { startTestCoordinator } from './coordinator-fixtures.spec';

const topics = topicsFor('unit.');
const t0 = new Date('2026-11-21T10:00:00Z');

const setup = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics(topicSpecs(topics, 3));
  const codec = new JsonEventCodec();
  const eventLog = new EventLog(bus, codec);
  const store = new InMemoryBatchesStore();
  await startTestCoordinator({ eventLog, topics, store, now: () => t0 });
  await startSingleJobRelease({ eventLog, topics, groupId: 'single-job-release', partitionsConcurrently: 3 });
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
});
