import { batchCompleted, type BatchSnapshot } from '../../../domain/batches';
import { jobCompleted, jobRequested } from '../../../domain/jobs';
import { InMemoryJobsStore, applyJobEvent } from '../../../projections/jobs';
import { InMemoryDeliveriesStore } from '../../../projections/webhook-deliveries';
import { recordDeliveries } from './record-deliveries';

const now = new Date('2026-11-21T10:00:00Z');
const requested = jobRequested(
  {
    jobId: 'job_n',
    jobType: 'receipt_extraction',
    priority: 'standard',
    receipt: null,
    audit: null,
    webhookUrl: 'https://example.com/hook',
    metadataJson: '{"claim":"c-1"}',
    batchId: null,
    batchIndex: null,
  },
  't',
  now,
);
const completed = jobCompleted(
  { tenantId: 't', eventId: 'job_n:1' },
  { jobId: 'job_n', attempt: 1, resultJson: '{"vendor":"V"}', durationMs: 5, fileSha256: null, pages: 1 },
  now,
);
const snapshot: BatchSnapshot = {
  batchId: 'bat_n',
  batchType: 'receipt_extraction',
  status: 'completed',
  totalItems: 1,
  counts: { queued: 0, processing: 0, completed: 1, failed: 0, cancelled: 0 },
  progress: 100,
  concurrencyLimit: 20,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  completedAt: now.toISOString(),
  webhookUrl: 'https://example.com/batch',
  metadataJson: '{"upload":"u"}',
};

const setup = async () => {
  const jobs = new InMemoryJobsStore();
  await applyJobEvent(jobs, requested);
  const deliveries = new InMemoryDeliveriesStore();
  return { jobs, deliveries, deps: { jobs, deliveries, now: () => now } };
};

describe('recordDeliveries (the notifier consumer)', () => {
  it('the same event twice records one delivery', async () => {
    const { deps, deliveries } = await setup();
    expect(await recordDeliveries(deps, completed)).toHaveLength(1);
    expect(await recordDeliveries(deps, completed)).toHaveLength(0);
    expect(deliveries.deliveries.size).toBe(1);
    const [delivery] = deliveries.deliveries.values();
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'job.completed',
      data: { jobId: 'job_n', status: 'completed', result: { vendor: 'V' }, metadata: { claim: 'c-1' } },
    });
  });

  it('records batch.completed once per batch with the batch record', async () => {
    const { deps, deliveries } = await setup();
    const event = batchCompleted({ tenantId: 't', eventId: 'x' }, snapshot, now);
    await recordDeliveries(deps, event);
    await recordDeliveries(deps, { ...event, metadata: { ...event.metadata, occurredAt: '2026-11-21T11:00:00Z' } }); // written again after a restart
    expect([...deliveries.deliveries.values()].map((d) => JSON.parse(d.body))).toEqual([
      {
        type: 'batch.completed',
        timestamp: now.toISOString(),
        data: expect.objectContaining({
          batchId: 'bat_n',
          tenantId: 't',
          status: 'completed',
          metadata: { upload: 'u' },
        }),
      },
    ]);
  });

  it('records nothing for jobs without a webhook', async () => {
    const { deps } = await setup();
    const plain = jobRequested({ ...requested.data, jobId: 'job_p', webhookUrl: null }, 't', now);
    await applyJobEvent(deps.jobs, plain);
    expect(
      await recordDeliveries(
        deps,
        jobCompleted(
          { tenantId: 't', eventId: 'job_p:1' },
          { jobId: 'job_p', attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: null },
          now,
        ),
      ),
    ).toEqual([]);
  });

  it('a second outcome of the same job (an attempt started on a stale read) sends no second webhook', async () => {
    const { deps, deliveries } = await setup();
    const again = jobCompleted(
      { tenantId: 't', eventId: 'job_n:1' },
      { jobId: 'job_n', attempt: 2, resultJson: '{"vendor":"V"}', durationMs: 5, fileSha256: null, pages: 1 },
      now,
    );
    expect(again.metadata.eventId).not.toBe(completed.metadata.eventId);
    await recordDeliveries(deps, completed);
    expect(await recordDeliveries(deps, again)).toHaveLength(0);
    expect(deliveries.deliveries.size).toBe(1);
  });

  it('a job that ended before its view was written is tried again, not dropped', async () => {
    const deps = { jobs: new InMemoryJobsStore(), deliveries: new InMemoryDeliveriesStore(), now: () => now };
    await expect(recordDeliveries(deps, completed)).rejects.toMatchObject({ retriable: true });
  });
});
