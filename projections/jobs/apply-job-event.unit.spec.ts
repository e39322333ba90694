import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { jobCompleted, jobRequested, jobStarted } from '../../domain/jobs';
import { applyJobEvent } from './apply-job-event';
import { InMemoryJobsStore } from './in-memory-jobs-store';
import { RecentViews } from '../../common/cache';

const now = new Date('2026-11-21T10:00:00Z');
const requested = jobRequested(plainJobRequest('job_1'), 'tenant_a', now);
const cause = { tenantId: 'tenant_a', eventId: requested.metadata.eventId };
const started = jobStarted(cause, 'job_1', 1, 'w', now);
const completed = jobCompleted(
  cause,
  { jobId: 'job_1', attempt: 1, resultJson: '{"vendor":"X"}', durationMs: 5, fileSha256: null, pages: 1 },
  now,
);

describe('applyJobEvent (jobs projection)', () => {
  it('the same event twice gives the same result', async () => {
    const store = new InMemoryJobsStore();
    for (const event of [requested, started, completed]) await applyJobEvent(store, event);
    const once = await store.get('job_1');
    expect(await applyJobEvent(store, completed)).toBe('unchanged');
    expect(await applyJobEvent(store, started)).toBe('unchanged');
    expect(await applyJobEvent(store, requested)).toBe('unchanged');
    expect(await store.get('job_1')).toEqual(once);
    expect(once).toMatchObject({ status: 'completed', result: { vendor: 'X' } });
  });

  it('keeps the first view and builds on it when the request comes twice', async () => {
    const store = new InMemoryJobsStore();
    await applyJobEvent(store, requested);
    await applyJobEvent(store, requested); // a producer retry delivers it again
    await applyJobEvent(store, started);
    expect(await store.get('job_1')).toMatchObject({ status: 'processing', attempts: 1, version: 2 });
  });

  it("hides another tenant's job", async () => {
    const store = new InMemoryJobsStore();
    await applyJobEvent(store, requested);
    expect(await store.getForTenant('tenant_b', 'job_1')).toBeNull();
    expect(await store.getForTenant('tenant_a', 'job_1')).not.toBeNull();
  });

  it('with recent views, reads an open job once, and an ended one again: the same result for events twice', async () => {
    const store = new InMemoryJobsStore();
    let reads = 0;
    const counted = Object.assign(Object.create(store) as InMemoryJobsStore, {
      get: (jobId: string) => ((reads += 1), store.get(jobId)),
    });
    const recent = new RecentViews();
    for (const event of [requested, started, completed]) await applyJobEvent(counted, event, recent);
    expect(reads).toBe(1);
    // Redelivered after the end: the final view is no longer held, so each reads it, and changes nothing.
    for (const event of [completed, started]) expect(await applyJobEvent(counted, event, recent)).toBe('unchanged');
    expect(reads).toBe(3);
    expect(await store.get('job_1')).toMatchObject({ status: 'completed', version: 3 });
  });

  it('with recent views, a view someone else changed is read again instead of overwritten', async () => {
    const store = new InMemoryJobsStore();
    const recent = new RecentViews();
    await applyJobEvent(store, requested, recent);
    await applyJobEvent(store, started); // another writer: the cached view is now stale
    expect(await applyJobEvent(store, completed, recent)).toBe('applied');
    expect(await store.get('job_1')).toMatchObject({ status: 'completed', version: 3, attempts: 1 });
  });
});
