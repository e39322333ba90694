// Shared by the retention specs (not itself a test file): a database with work of every age for two tenants.
import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { createTenant } from '../../common/tenants';
import { newBatch, type BatchState } from '../../domain/batches';
import { evolveJob, jobCompleted, jobFailed, jobRequested, type JobView } from '../../domain/jobs';
import { afterAttempt, newDelivery } from '../../domain/webhooks';
import type { PurgeReport, RetentionStores } from './purge-expired';

export const NOW = new Date('2026-11-21T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

const requested = (tenantId: string, jobId: string, at: Date) =>
  evolveJob(null, jobRequested(plainJobRequest(jobId), tenantId, at))!;

const completed = (view: JobView, at: Date) =>
  evolveJob(
    view,
    jobCompleted(
      { tenantId: view.tenantId, eventId: 'c' },
      { jobId: view.jobId, attempt: 1, resultJson: '{"vendor":"V"}', durationMs: 1, fileSha256: null, pages: 1 },
      at,
    ),
  )!;
const failed = (view: JobView, at: Date) =>
  evolveJob(
    view,
    jobFailed(
      { tenantId: view.tenantId, eventId: 'c' },
      { jobId: view.jobId, attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: '404', durationMs: 1 },
      at,
    ),
  )!;

const batch = (tenantId: string, batchId: string, createdAt: Date, completedAt: Date | null) => {
  const state: BatchState = {
    batchId,
    tenantId,
    batchType: 'receipt_extraction',
    totalItems: 2,
    concurrencyLimit: 2,
    chunkCount: 1,
    chunksReceived: [0],
    webhookUrl: null,
    metadataJson: null,
    createdAt: createdAt.toISOString(),
    updatedAt: createdAt.toISOString(),
    released: 2,
    cancelRequestedAt: null,
    completedAt: completedAt?.toISOString() ?? null,
    lastProgressAt: null,
    lastProgressFinished: 0,
    version: 1,
  };
  const items = [0, 1].map((index) => ({
    batchId,
    index,
    jobId: `${batchId}_${index}`,
    status: completedAt === null ? ('processing' as const) : ('completed' as const),
    version: 3,
    error: null,
    request: { index, jobId: `${batchId}_${index}`, receipt: null, audit: null, webhookUrl: null, metadataJson: null },
  }));
  return newBatch(state, items);
};

const delivery = (tenantId: string, name: string, createdAt: Date, outcome: 'delivered' | 'failed' | 'pending') => {
  const fresh = newDelivery({
    tenantId,
    url: `https://hooks.example/${name}`,
    type: 'job.completed',
    eventId: `${tenantId}:${name}`,
    jobId: null,
    batchId: null,
    data: {},
    now: createdAt,
  });
  if (outcome === 'pending') return fresh;
  const attempt = {
    at: createdAt.toISOString(),
    statusCode: outcome === 'delivered' ? 200 : 410,
    latencyMs: 3,
    error: null,
  };
  return afterAttempt(
    fresh,
    attempt,
    outcome === 'delivered' ? 'delivered' : 'gone',
    { scheduleMs: [], jitterRatio: 0 },
    () => 0,
  );
};

/**
 * Tenant `short` keeps 30 days, `long` 90. Each has, 60 days old: a completed job, a failed job, an ended
 * batch with 2 items, a delivered and a pending delivery; 200 days old: a job still queued and a batch
 * still running; 10 days old: a completed job and a failed delivery.
 */
export const seedRetention = async (stores: RetentionStores): Promise<void> => {
  await createTenant(stores.tenants, { tenantId: 'short', retentionDays: 30 }, daysAgo(400));
  await createTenant(stores.tenants, { tenantId: 'long', retentionDays: 90 }, daysAgo(400));
  for (const tenantId of ['short', 'long']) {
    // This one is saved open first, then finished: a store may keep traces of the open job that must go too.
    const oldDone = requested(tenantId, `${tenantId}_old_done`, daysAgo(61));
    expect(await stores.jobs.save(oldDone, null)).toBe('saved');
    expect(await stores.jobs.save(completed(oldDone, daysAgo(60)), oldDone.version)).toBe('saved');
    const views = [
      failed(requested(tenantId, `${tenantId}_old_failed`, daysAgo(61)), daysAgo(60)),
      requested(tenantId, `${tenantId}_old_open`, daysAgo(200)),
      completed(requested(tenantId, `${tenantId}_recent_done`, daysAgo(11)), daysAgo(10)),
    ];
    for (const view of views) expect(await stores.jobs.save(view, null)).toBe('saved');
    await stores.batches.create(batch(tenantId, `${tenantId}_old_batch`, daysAgo(61), daysAgo(60)));
    await stores.batches.create(batch(tenantId, `${tenantId}_running_batch`, daysAgo(200), null));
    const deliveries = [
      delivery(tenantId, 'old_delivered', daysAgo(60), 'delivered'),
      delivery(tenantId, 'old_pending', daysAgo(60), 'pending'),
      delivery(tenantId, 'recent_failed', daysAgo(10), 'failed'),
    ];
    await stores.deliveries.add(deliveries);
    for (const done of deliveries.filter((entry) => entry.status !== 'pending'))
      await stores.deliveries.saveAttempt(done);
  }
  for (const [key, at] of [
    ['old', daysAgo(2)],
    ['fresh', new Date(NOW.getTime() - 3_600_000)],
  ] as const) {
    await stores.idempotency.claim({
      scope: 'short',
      key,
      fingerprint: 'f',
      createdAt: at.toISOString(),
      seed: key,
      lockedUntil: at.toISOString(),
      response: null,
    });
  }
  await stores.usage.add([
    { recordId: 'ancient:extractions', tenantId: 'short', day: '2025-01-01', kind: 'extractions', quantity: 1 },
    { recordId: 'recent:extractions', tenantId: 'short', day: '2026-11-01', kind: 'extractions', quantity: 1 },
  ]);
  await stores.usage.addJobs([
    {
      jobId: 'ancient',
      tenantId: 'short',
      jobType: 'receipt_extraction',
      webhookUrl: null,
      requestedAt: '2025-01-01T08:00:00.000Z',
    },
  ]);
};

/** The jobs each tenant is seeded with, by the end of their ids. */
export const JOB_NAMES = ['old_done', 'old_failed', 'old_open', 'recent_done'] as const;

/** What is left: which jobs, batches (with their item count) and deliveries each tenant still has. */
export const remaining = async (stores: RetentionStores, tenantId: string) => {
  const jobs = [];
  for (const name of JOB_NAMES) if ((await stores.jobs.get(`${tenantId}_${name}`)) !== null) jobs.push(name);
  const batches: Record<string, number> = {};
  for (const name of ['old_batch', 'running_batch']) {
    const found = await stores.batches.load(`${tenantId}_${name}`);
    if (found !== null)
      batches[name] = (
        await stores.batches.listItems({
          tenantId,
          batchId: `${tenantId}_${name}`,
          status: null,
          afterIndex: -1,
          limit: 10,
        })
      ).length;
  }
  const deliveries = (
    await stores.deliveries.list({ tenantId, jobId: null, batchId: null, status: null, limit: 10, before: null })
  )
    .map((entry) => entry.url.replace('https://hooks.example/', ''))
    .sort();
  return { jobs, batches, deliveries };
};

/** What `remaining` finds after the purge at NOW: each tenant keeps what its retention days still cover, and unfinished work. */
export const AFTER_PURGE = {
  short: {
    jobs: ['old_open', 'recent_done'],
    batches: { running_batch: 2 },
    deliveries: ['old_pending', 'recent_failed'],
  },
  long: {
    jobs: ['old_done', 'old_failed', 'old_open', 'recent_done'],
    batches: { old_batch: 2, running_batch: 2 },
    deliveries: ['old_delivered', 'old_pending', 'recent_failed'],
  },
};

/** A purge that found nothing left to remove: no tenant's work, no idempotency records, no usage. */
export const expectNothingPurged = (report: PurgeReport): void => {
  expect(
    report.tenants.map(
      ({ jobs, batches, batchItems, webhookDeliveries }) => jobs + batches + batchItems + webhookDeliveries,
    ),
  ).toEqual([0, 0]);
  expect([report.idempotencyRecords, report.usage.records, report.usage.jobs]).toEqual([0, 0, 0]);
};
