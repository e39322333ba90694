import type { Db, Document } from 'mongodb';
import { REBUILDABLE_PROJECTIONS } from '../../cli/projections/rebuildable-projections';
import { createLogger } from '../../common/logging';
import { groupIdFor } from '../../common/topics';
import { receiptFixtures } from '../../test/fixtures/receipts/generate';
import { startFileServer, type FileServer } from '../../test/support/file-server';
import { ifStarted } from '../../test/support/if-started';
import { api } from '../../test/support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../../test/support/running-system';
import { testConfig } from '../../test/support/test-environment';
import { BATCH_COORDINATOR_GROUP } from '../../services/batch-coordinator';
import { POLLED_PROJECTIONS_GROUP, TRAILING_PROJECTIONS_GROUP } from '../../services/projections/start-service';
import { KafkaLogAdmin } from '../../common/messaging/kafka';
import type { Offsets } from '../../common/messaging';
import { collectionsOf } from './projection-collections';
import { ProjectionRebuild, type ProgressReport, type RebuildDeps } from './rebuild-projection';

const TENANT = 'tenant_rebuild';
/** A tenant whose retention the test treats as passed for all its work: a rebuild must not bring its jobs back. */
const EXPIRED = 'tenant_rebuild_expired';
const projection = (name: string) => REBUILDABLE_PROJECTIONS.find((entry) => entry.name === name)!;

const claim = (amount: number) => ({
  programKey: 'PEP',
  vendor: 'Barnes & Noble',
  amount,
  lineItems: [
    {
      description: "Charlotte's Web paperback",
      price: amount,
      category: 'Instructional Materials',
      type: 'Books',
      justification:
        'My daughter struggles with reading fluency; we will use this book daily for guided reading practice toward her learning plan goal.',
    },
  ],
});

/**
 * Fields a rebuild does not reproduce by design, each for a reason:
 * - a batch's `version` counts the coordinator's saves (it saves some changes lazily, and retries on
 *   conflicts), not events: it is only the compare-and-set guard, and nothing reads it otherwise.
 */
const NOT_FROM_EVENTS: Readonly<Record<string, readonly string[]>> = { batches: ['version'] };

const documentsOf = async (db: Db, name: string, ignored: readonly string[]): Promise<Document[]> =>
  (await db.collection(name).find({}).sort({ _id: 1 }).toArray()).map((doc) =>
    Object.fromEntries(Object.entries(doc).filter(([field]) => !ignored.includes(field))),
  );

/** Every collection of one base against the same-suffixed collection of the other, document for document. */
const compareCollections = async (db: Db, name: string, liveBase: string, otherBase: string) => {
  const suffixes = async (base: string) =>
    (await collectionsOf(db, base)).map((collection) => collection.slice(base.length));
  const liveSuffixes = await suffixes(liveBase);
  expect(await suffixes(otherBase)).toEqual(liveSuffixes);
  let documents = 0;
  for (const suffix of liveSuffixes) {
    const live = await documentsOf(db, liveBase + suffix, NOT_FROM_EVENTS[name] ?? []);
    expect({
      collection: liveBase + suffix,
      documents: await documentsOf(db, otherBase + suffix, NOT_FROM_EVENTS[name] ?? []),
    }).toEqual({ collection: liveBase + suffix, documents: live });
    documents += live.length;
  }
  return documents;
};

const sameOffsets = (a: Offsets, b: Offsets): boolean =>
  a.size === b.size && [...a].every(([partition, offset]) => b.get(partition) === offset);

/**
 * projections:rebuild on the real servers: a small system runs jobs, audits and batches; every projection
 * is rebuilt from the topic into fresh collections and compared with the live ones document for document;
 * then the rebuilt collections replace the live ones and the API answers as before.
 */
describe('rebuilding the projections from the topic', () => {
  const config = testConfig();
  const logger = createLogger({ level: 'silent', name: 'test' });
  let system: TestSystem;
  let coordinator: TestSystem | null = null;
  let files: FileServer;
  let admin: KafkaLogAdmin;
  let deps: RebuildDeps;
  const reports: ProgressReport[] = [];
  const client = () => api(system.url, apiKey);
  let apiKey = '';
  const jobIds: string[] = [];
  const batchIds: string[] = [];
  const expired: { jobId: string; batchId: string; itemJobId: string } = { jobId: '', batchId: '', itemJobId: '' };
  let expiredKey = '';
  const expiredClient = () => api(system.url, expiredKey);
  const rebuilds = new Map<string, ProjectionRebuild>();

  const startCoordinator = () => startTestSystem(config, ['batch-coordinator']);

  /** Until every live consumer that keeps a read model has read the whole topic. */
  const quiet = async () => {
    const groups = [POLLED_PROJECTIONS_GROUP, TRAILING_PROJECTIONS_GROUP, BATCH_COORDINATOR_GROUP].map((group) =>
      groupIdFor(config.kafka.topicPrefix, group),
    );
    const caughtUp = async () => {
      const ends = await admin.endOffsets(deps.topic);
      return (
        await Promise.all(
          groups.map(async (group) => sameOffsets(await admin.committedOffsets(group, deps.topic), ends)),
        )
      ).every(Boolean);
    };
    expect(await pollUntil(caughtUp, Boolean, 30_000, 250)).toBe(true);
  };

  beforeAll(async () => {
    files = await startFileServer();
    const fixtures = receiptFixtures().slice(0, 3);
    for (const [index, fixture] of fixtures.entries())
      files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
    system = await startTestSystem(config, ['gateway', 'projections', 'extractor', 'auditor', 'notifier']);
    coordinator = await startCoordinator();
    apiKey = await system.newTenant(TENANT, { scopes: ['receipts', 'audits', 'batches', 'jobs:read'] });
    admin = new KafkaLogAdmin({ brokers: config.kafka.brokers, clientId: 'rebuild-test', logger });
    deps = {
      db: system.infra.mongo.db,
      bus: system.infra.bus,
      codec: system.infra.codec,
      ends: admin,
      groups: admin,
      topic: system.infra.topics.jobs,
      topicPrefix: config.kafka.topicPrefix,
      partitions: config.kafka.partitions,
      retry: { maxAttempts: 3, backoff: { baseMs: 50, maxMs: 500, jitterRatio: 0 } },
      logger,
      now: () => new Date(),
      onProgress: (report) => void reports.push(report),
      progressEveryMs: 500,
      // As if a day past EXPIRED's retention; everyone else's work is kept, usage too.
      retentionCutoffs: async () => ({
        tenants: [{ tenantId: EXPIRED, before: new Date(Date.now() + 86_400_000) }],
        usageBefore: '2000-01-01',
      }),
    };
    expiredKey = await system.newTenant(EXPIRED, { scopes: ['receipts', 'batches', 'jobs:read'] });
    expired.jobId = (await expiredClient().post('/v1/receipts/extract', { fileUrl: files.url('/r/0.pdf') })).body.jobId;
    expired.batchId = (
      await expiredClient().post('/v1/batches', {
        batchType: 'receipt_extraction',
        items: [{ fileUrl: files.url('/r/1.pdf') }],
      })
    ).body.batchId;
    expect(
      (
        await pollUntil(
          () => expiredClient().get(`/v1/batches/${expired.batchId}`),
          (response) => response.body.completedAt !== null,
          60_000,
          250,
        )
      ).body.status,
    ).toBe('completed');
    expired.itemJobId = (await expiredClient().get(`/v1/batches/${expired.batchId}/items`)).body.items[0].jobId;
    expect(
      (
        await pollUntil(
          () => expiredClient().get(`/v1/jobs/${expired.jobId}`),
          (response) => response.body.status === 'completed',
          60_000,
          250,
        )
      ).status,
    ).toBe(200);

    for (let index = 0; index < 3; index += 1)
      jobIds.push((await client().post('/v1/receipts/extract', { fileUrl: files.url(`/r/${index}.pdf`) })).body.jobId);
    jobIds.push((await client().post('/v1/receipts/extract', { fileUrl: files.url('/missing.pdf') })).body.jobId); // fails: 404
    for (const amount of [12, 40])
      jobIds.push(
        (await client().post('/v1/submissions/audit', { ...claim(amount), async: true, metadata: { 'a.b': amount } }))
          .body.jobId,
      );
    const items = [0, 1, 2, 0, 1].map((index) => ({ fileUrl: files.url(`/r/${index}.pdf`) }));
    batchIds.push(
      (
        await client().post('/v1/batches?concurrencyLimit=2', {
          batchType: 'receipt_extraction',
          items: [...items, { fileUrl: files.url('/gone.pdf') }],
        })
      ).body.batchId,
    );
    const cancelled = (
      await client().post('/v1/batches?concurrencyLimit=1', { batchType: 'receipt_extraction', items })
    ).body.batchId as string;
    expect((await client().call('DELETE', `/v1/batches/${cancelled}`)).status).toBeLessThan(300);
    batchIds.push(cancelled);
    for (const batchId of batchIds) {
      const done = await pollUntil(
        () => client().get(`/v1/batches/${batchId}`),
        (response) => response.body.completedAt !== null,
        60_000,
        250,
      );
      expect(done.body.completedAt).not.toBeNull();
    }
    for (const jobId of jobIds) {
      const done = await pollUntil(
        () => client().get(`/v1/jobs/${jobId}`),
        (response) => ['completed', 'failed'].includes(response.body.status),
        60_000,
        250,
      );
      expect(['completed', 'failed']).toContain(done.body.status);
    }
    await quiet();
  });

  afterAll(async () => {
    for (const rebuild of rebuilds.values()) await rebuild.abandon().catch(() => undefined);
    await coordinator?.stop();
    await ifStarted(system)?.teardown();
    await ifStarted(admin)?.close();
    await ifStarted(files)?.close();
  });

  it('builds every projection into fresh collections equal to the live ones, document for document', async () => {
    for (const entry of REBUILDABLE_PROJECTIONS) {
      const rebuild = await ProjectionRebuild.open(deps, entry);
      rebuilds.set(entry.name, rebuild);
      await rebuild.build();
    }
    const documents: Record<string, number> = {};
    for (const [name, rebuild] of rebuilds)
      documents[name] = await compareCollections(deps.db, name, rebuild.projection.collection, rebuild.freshBase);
    expect(documents['jobs']).toBeGreaterThanOrEqual(jobIds.length + 11);
    expect(documents['batches']).toBe(3 + 12); // three batches and their twelve items, the expired tenant's one item included
    expect(documents['usage']).toBeGreaterThan(0);
    expect(documents['review-queue']).toBeGreaterThanOrEqual(jobIds.length + 3); // every job and batch shown
    expect(reports.some((report) => report.projection === 'jobs' && report.phase === 'build' && report.done)).toBe(
      true,
    );
  });

  it('switches the jobs read model while the services run, and GET /v1/jobs/{id} and /events answer as before', async () => {
    const before = await Promise.all(
      jobIds.map(async (jobId) => [
        (await client().get(`/v1/jobs/${jobId}`)).body,
        (await client().get(`/v1/jobs/${jobId}/events`)).body,
      ]),
    );
    expect((await expiredClient().get(`/v1/jobs/${expired.jobId}`)).status).toBe(200); // live: the periodic purge has not run
    const rebuild = rebuilds.get('jobs')!;
    // Jobs submitted while the switch runs: the live projector writes some of their events to the
    // collections being left; the rebuild reads on after the switch, so none is lost.
    const during = Promise.all(
      [5, 6, 7].map(
        async (amount) =>
          (await client().post('/v1/submissions/audit', { ...claim(amount), async: true })).body.jobId as string,
      ),
    );
    const summary = await rebuild.switchLive({ dropOld: false });
    rebuilds.delete('jobs');
    expect(summary.collections.map((collection) => collection.name)).toContain('jobs');
    expect(summary.oldCollections).toContain(rebuild.oldBase);
    // The expired tenant's job and its batch item's job were folded again, then purged before going live.
    expect(summary.purgedExpired).toBe(2);
    for (const jobId of [expired.jobId, expired.itemJobId])
      expect((await expiredClient().get(`/v1/jobs/${jobId}`)).status).toBe(404);
    expect(
      reports.some((report) => report.projection === 'jobs' && report.phase === 'after-switch' && report.done),
    ).toBe(true);

    const after = await Promise.all(
      jobIds.map(async (jobId) => [
        (await client().get(`/v1/jobs/${jobId}`)).body,
        (await client().get(`/v1/jobs/${jobId}/events`)).body,
      ]),
    );
    expect(after).toEqual(before);
    for (const jobId of await during) {
      const done = await pollUntil(
        () => client().get(`/v1/jobs/${jobId}/events`),
        (response) => response.body.events?.length === 3,
        30_000,
        250,
      );
      expect(done.body.events.map((event: { type: string }) => event.type)).toEqual([
        'JobRequested',
        'JobStarted',
        'JobCompleted',
      ]);
    }
  });

  it('switches the batches read model only while the coordinator is stopped, and the coordinator goes on from it', async () => {
    const compared = rebuilds.get('batches')!;
    await expect(compared.switchLive({ dropOld: true })).rejects.toThrow(/batch-coordinator.v1 is running/);
    const before = await Promise.all(
      batchIds.map(async (batchId) => [
        (await client().get(`/v1/batches/${batchId}`)).body,
        (await client().get(`/v1/batches/${batchId}/items`)).body,
      ]),
    );
    await coordinator!.stop();
    coordinator = null;
    // The coordinator read on (the audits of the jobs switch) after this copy was built up to where it stood.
    await expect(compared.switchLive({ dropOld: true })).rejects.toThrow(/handled events while the rebuild ran/);
    await compared.abandon();
    rebuilds.delete('batches');
    expect(await collectionsOf(deps.db, compared.freshBase)).toEqual([]);

    const rebuild = await ProjectionRebuild.open(deps, projection('batches')); // as the command does it: with the coordinator stopped
    await rebuild.build();
    const summary = await rebuild.switchLive({ dropOld: true });
    // The expired tenant's batch and its item were purged before the switch.
    expect(summary).toMatchObject({
      oldDropped: true,
      purgedExpired: 2,
      collections: [
        { name: 'batches', documents: 2 },
        { name: 'batches_items', documents: 11 },
      ],
    });
    expect((await expiredClient().get(`/v1/batches/${expired.batchId}`)).status).toBe(404);
    expect(await collectionsOf(deps.db, rebuild.oldBase)).toEqual([]);
    const after = await Promise.all(
      batchIds.map(async (batchId) => [
        (await client().get(`/v1/batches/${batchId}`)).body,
        (await client().get(`/v1/batches/${batchId}/items`)).body,
      ]),
    );
    expect(after).toEqual(before);

    coordinator = await startCoordinator();
    const next = await client().post('/v1/batches?concurrencyLimit=1', {
      batchType: 'submission_audit',
      items: [{ ...claim(3) }, { ...claim(4) }],
    });
    expect(next.status).toBe(202);
    const done = await pollUntil(
      () => client().get(`/v1/batches/${next.body.batchId}`),
      (response) => response.body.completedAt !== null,
      60_000,
      250,
    );
    expect(done.body).toMatchObject({ status: 'completed', counts: { completed: 2 } });
  });

  it('switches the usage read model live, and GET /v1/usage answers as before', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await quiet();
    const before = (await client().get(`/v1/usage?from=${day}&to=${day}`)).body;
    const summary = await rebuilds.get('usage')!.switchLive({ dropOld: false });
    rebuilds.delete('usage');
    expect(summary.collections.length).toBeGreaterThan(0);
    expect(summary.purgedExpired).toBe(0); // usage keeps its own, longer retention
    expect((await client().get(`/v1/usage?from=${day}&to=${day}`)).body).toEqual(before);
    expect(before.totals.audits).toBeGreaterThan(0);
  });
});
