import { EventLog, JsonEventCodec } from '../../../common/events';
import { ServiceUnavailableError } from '../../../common/errors';
import { createLogger } from '../../../common/logging';
import { InMemoryMessageBus } from '../../../common/messaging/in-memory';
import { InMemoryAcceptedStore } from '../../../common/accepted';
import { topicsFor } from '../../../common/topics';
import { plainJobRequest } from '../../../domain/jobs/job-fixtures.spec';
import { submitJob } from './submit-job';

const topics = topicsFor('unit.');
const at = new Date('2026-11-21T10:00:00.000Z');

const setUp = () => {
  const bus = new InMemoryMessageBus();
  const accepted = new InMemoryAcceptedStore();
  const deps = {
    eventLog: new EventLog(bus, new JsonEventCodec()),
    topics,
    accepted,
    logger: createLogger({ level: 'silent', name: 'test' }),
    now: () => at,
  };
  return { bus, accepted, deps };
};

describe('submitJob', () => {
  it('records the event and the accepted job', async () => {
    const { bus, accepted, deps } = setUp();
    await bus.ensureTopics([{ name: topics.jobs, partitions: 1 }]);
    const view = await submitJob(deps, 't_a', plainJobRequest('job_1'));
    expect(bus.messages(topics.jobs).map((message) => message.headers['event-type'])).toEqual(['JobRequested']);
    expect(await accepted.job('t_a', 'job_1')).toEqual(view);
  });

  it('fails with 503 and leaves no accepted job when the log refuses the event', async () => {
    const { bus, accepted, deps } = setUp();
    await bus.ensureTopics([{ name: topics.jobs, partitions: 1 }]);
    bus.healthy = false;
    await expect(submitJob(deps, 't_a', plainJobRequest('job_2'))).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await accepted.job('t_a', 'job_2')).toBeNull();
  });

  it('does not answer before the log has the event, even when the accepted record is written first', async () => {
    const { bus, accepted, deps } = setUp();
    await bus.ensureTopics([{ name: topics.jobs, partitions: 1 }]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const publish = bus.publish.bind(bus);
    bus.publish = async (topic, messages) => {
      await held;
      return publish(topic, messages);
    };
    let answered = false;
    const submitted = submitJob(deps, 't_a', plainJobRequest('job_3')).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await accepted.job('t_a', 'job_3')).not.toBeNull();
    expect(answered).toBe(false);
    release();
    await submitted;
    expect(bus.messages(topics.jobs)).toHaveLength(1);
  });

  it('still accepts the job when only the accepted record cannot be written', async () => {
    const { bus, accepted, deps } = setUp();
    await bus.ensureTopics([{ name: topics.jobs, partitions: 1 }]);
    accepted.addJobs = () => Promise.reject(new Error('database down'));
    const view = await submitJob(deps, 't_a', plainJobRequest('job_4'));
    expect(view.status).toBe('queued');
    expect(bus.messages(topics.jobs)).toHaveLength(1);
  });
});
