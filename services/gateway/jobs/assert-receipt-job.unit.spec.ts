import { EventLog, JsonEventCodec } from '../../../common/events';
import { InMemoryAcceptedStore } from '../../../common/accepted';
import { createLogger } from '../../../common/logging';
import { InMemoryMessageBus } from '../../../common/messaging/in-memory';
import { topicsFor } from '../../../common/topics';
import { InMemoryJobsStore } from '../../../projections/jobs';
import { plainJobRequest } from '../../../domain/jobs/job-fixtures.spec';
import { assertReceiptJob } from './assert-receipt-job';
import { submitJob } from './submit-job';

const topics = topicsFor('unit.');

const setUp = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: topics.jobs, partitions: 1 }]);
  const accepted = new InMemoryAcceptedStore();
  const submit = {
    eventLog: new EventLog(bus, new JsonEventCodec()),
    topics,
    accepted,
    logger: createLogger({ level: 'silent', name: 'test' }),
    now: () => new Date('2026-11-25T10:00:00.000Z'),
  };
  await submitJob(submit, 't_a', plainJobRequest('job_receipt'));
  await submitJob(submit, 't_a', { ...plainJobRequest('job_audit'), jobType: 'submission_audit' });
  return { jobs: new InMemoryJobsStore(), accepted };
};

describe("an audit's receiptJobId", () => {
  it('is taken when it names a receipt extraction the tenant sent, even before its read model has it', async () => {
    await expect(assertReceiptJob(await setUp(), 't_a', 'job_receipt')).resolves.toBeUndefined();
  });

  it('is refused with 400 naming the field when it names nothing, an audit, or another tenant’s job', async () => {
    const deps = await setUp();
    for (const [tenant, jobId] of [
      ['t_a', 'job_missing'],
      ['t_a', 'job_audit'],
      ['t_b', 'job_receipt'],
    ] as const)
      await expect(assertReceiptJob(deps, tenant, jobId)).rejects.toMatchObject({
        code: 'INVALID_REQUEST',
        message: expect.stringContaining('receiptJobId') as unknown,
      });
  });

  it('asks nothing when the claim names no receipt', async () => {
    await expect(assertReceiptJob(await setUp(), 't_a', undefined)).resolves.toBeUndefined();
  });
});
