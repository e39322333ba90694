import { InMemoryDeliveriesStore } from '../../projections/webhook-deliveries';
import { InMemoryWebhookJobsStore } from '../../projections/webhook-jobs';
import { recordDeliveries } from '../../services/notifier';
import { usageReport, type TopicEvent } from '../../domain/usage';
import { applyUsageEvent } from './apply-usage-event';
import { projectUsageBatch, RecentUsageJobs } from './project-usage-batch';
import { InMemoryUsageStore } from './in-memory-usage-store';
import { dayOfEvents } from './usage-fixtures.spec';

const fold = async (events: readonly TopicEvent[], store = new InMemoryUsageStore()) => {
  for (const event of events) await applyUsageEvent(store, event);
  return store;
};

describe('the usage projection', () => {
  const events = [...dayOfEvents('t_a', 'a'), ...dayOfEvents('t_b', 'b')];

  it('bills completed work, pages, batch items and webhooks, by tenant and by the day the work completed', async () => {
    const store = await fold(events);
    const report = usageReport('t_a', '2026-11-21', '2026-11-22', await store.sums('t_a', '2026-11-21', '2026-11-22'));
    expect(report.days).toEqual([
      // the audit and both batch items; the failed job bills only the webhook reporting it (then one per item webhook and the batch's)
      { date: '2026-11-21', extractions: 2, pages: 2, audits: 1, batchItems: 2, webhookDeliveries: 3 },
      { date: '2026-11-22', extractions: 1, pages: 3, audits: 0, batchItems: 0, webhookDeliveries: 1 },
    ]);
    expect(report.totals).toEqual({ extractions: 3, pages: 5, audits: 1, batchItems: 2, webhookDeliveries: 4 });
    expect(await store.sums('t_b', '2026-11-21', '2026-11-22')).toHaveLength(8); // the other tenant's, kept apart
  });

  it('gives the same records for the same event twice, and for the whole log replayed', async () => {
    const once = await fold(events);
    const twice = await fold(events.flatMap((event) => [event, event]));
    const replayed = await fold(events, await fold(events));
    expect([...twice.records.entries()]).toEqual([...once.records.entries()]);
    expect([...replayed.records.entries()]).toEqual([...once.records.entries()]);
  });

  it('bills a job once even if it completes twice (a completion written again by a second attempt)', async () => {
    const [requested, , completed] = dayOfEvents('t_a', 'x');
    const again = {
      ...completed!,
      data: { ...completed!.data, sequence: 5, attempt: 2 },
      metadata: { ...completed!.metadata, eventId: 'x_receipt:5' },
    } as TopicEvent;
    const store = await fold([requested!, completed!, again]);
    const kinds = [...store.records.values()].map((record) => record.kind);
    expect(kinds.filter((kind) => kind === 'extractions')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'pages')).toHaveLength(1);
  });

  it('counts nothing for the end of a job it never saw requested, and says so', async () => {
    const [, , completed] = dayOfEvents('t_a', 'y');
    const store = new InMemoryUsageStore();
    expect(await applyUsageEvent(store, completed!)).toEqual({ records: [], unknownJob: true });
  });

  it('counts exactly the webhook deliveries the notifier records for the same events', async () => {
    const webhookJobs = new InMemoryWebhookJobsStore();
    const deliveries = new InMemoryDeliveriesStore();
    const now = new Date('2026-11-22T12:00:00Z');
    for (const event of events) await recordDeliveries({ webhookJobs, deliveries, now: () => now }, event);
    const store = await fold(events);
    const counted = [...store.records.values()]
      .filter((record) => record.kind === 'webhookDeliveries')
      .map((record) => record.recordId.replace(/:webhookDeliveries$/, ''));
    expect(counted.sort()).toEqual([...deliveries.deliveries.keys()].sort());
    expect(counted).toHaveLength(8);
  });

  it('a batch at a time gives the records one event at a time gives, also with redelivered events in a batch and a batch delivered again', async () => {
    const once = await fold(events);
    const batched = new InMemoryUsageStore();
    const half = Math.floor(events.length / 2);
    await projectUsageBatch(batched, events.slice(0, half));
    await projectUsageBatch(batched, [...events.slice(half - 2), events[half]!, ...events.slice(half)]); // two redelivered events first, and one twice inside
    await projectUsageBatch(batched, events.slice(half)); // the batch again, after a crash before its offset was committed
    expect([...batched.records.entries()].sort()).toEqual([...once.records.entries()].sort());
  });

  it('bills the outcomes of jobs it added or read lately without reading them again, with the same records', async () => {
    const once = await fold(events);
    const store = new InMemoryUsageStore();
    const asked: string[] = [];
    const read = store.jobsByIds.bind(store);
    store.jobsByIds = async (jobIds) => {
      asked.push(...jobIds);
      return read(jobIds);
    };
    const recent = new RecentUsageJobs();
    // Each event a run of its own: every outcome comes in a later run than its job's request.
    for (const event of events) await projectUsageBatch(store, [event], recent);
    expect(asked).toEqual([]);
    expect([...store.records.entries()].sort()).toEqual([...once.records.entries()].sort());
    // Another member's projector, which never saw the requests, reads each job once, then holds it.
    const other = new RecentUsageJobs();
    const ends = events.filter((event) => event.type === 'JobCompleted' || event.type === 'JobFailed');
    for (const event of [...ends, ...ends]) await projectUsageBatch(store, [event], other);
    expect(asked.sort()).toEqual([...new Set(ends.map((event) => (event.data as { jobId: string }).jobId))].sort());
  });
});
