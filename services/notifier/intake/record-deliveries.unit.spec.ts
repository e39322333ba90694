import { batchCompleted, type BatchSnapshot } from '../../../domain/batches';
import { plainBatchItem, receiptBatchItemsAdded } from '../../../domain/batches/batch-fixtures.spec';
import { jobCompleted, jobRequested, jobStarted } from '../../../domain/jobs';
import { InMemoryDeliveriesStore } from '../../../projections/webhook-deliveries';
import { InMemoryWebhookJobsStore } from '../../../projections/webhook-jobs';
import { recordDeliveries } from './record-deliveries';
import { plainJobRequest } from '../../../domain/jobs/job-fixtures.spec';

const now = new Date('2026-11-21T10:00:00Z');
const requested = jobRequested(
  { ...plainJobRequest('job_n'), webhookUrl: 'https://example.com/hook', metadataJson: '{"claim":"c-1"}' },
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
  const webhookJobs = new InMemoryWebhookJobsStore();
  const deliveries = new InMemoryDeliveriesStore();
  const deps = { webhookJobs, deliveries, now: () => now };
  await recordDeliveries(deps, requested);
  return { webhookJobs, deliveries, deps };
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
    await recordDeliveries(deps, plain);
    expect(await deps.webhookJobs.get('job_p')).toBeNull(); // nothing written down for it
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

  it('builds the body from the events it consumed, whatever the jobs read model says', async () => {
    const { deps, deliveries, webhookJobs } = await setup();
    const started = jobStarted(
      { tenantId: 't', eventId: 'job_n:1' },
      'job_n',
      1,
      'w1',
      new Date('2026-11-21T10:00:01Z'),
    );
    const atEnd = { ...completed, metadata: { ...completed.metadata, occurredAt: '2026-11-21T10:00:03.000Z' } };
    await recordDeliveries(deps, started);
    await recordDeliveries(deps, started); // the same event twice gives the same record
    await recordDeliveries(deps, atEnd);
    const [delivery] = deliveries.deliveries.values();
    expect(JSON.parse(delivery!.body).data).toMatchObject({
      status: 'completed',
      attempts: 1,
      timing: { startedAt: '2026-11-21T10:00:01.000Z', completedAt: '2026-11-21T10:00:03.000Z' },
    });
    expect(await webhookJobs.get('job_n')).toMatchObject({ status: 'completed', version: completed.data.sequence });
  });

  it("a batch item's webhook comes from the batch's items, with the item's own URL", async () => {
    const deps = {
      webhookJobs: new InMemoryWebhookJobsStore(),
      deliveries: new InMemoryDeliveriesStore(),
      now: () => now,
    };
    const added = receiptBatchItemsAdded(
      'bat_i',
      0,
      [plainBatchItem(0, 'job_i0', { webhookUrl: 'https://example.com/item' }), plainBatchItem(1, 'job_i1')],
      't',
      now,
    );
    await recordDeliveries(deps, added);
    await recordDeliveries(deps, added);
    const outcome = (jobId: string) =>
      jobCompleted(
        { tenantId: 't', eventId: `${jobId}:1` },
        { jobId, attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: null },
        now,
      );
    expect(await recordDeliveries(deps, outcome('job_i0'))).toHaveLength(1);
    expect(await recordDeliveries(deps, outcome('job_i1'))).toEqual([]);
    const [delivery] = deps.deliveries.deliveries.values();
    expect(delivery).toMatchObject({ url: 'https://example.com/item', jobId: 'job_i0', batchId: 'bat_i' });
  });
});
