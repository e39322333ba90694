import { hostname } from 'node:os';
import { loadConfig } from '../../common/config';
import { eventTopics, groupIdFor } from '../../common/topics';
import { POLLED_PROJECTIONS_GROUP } from '../../services/projections/start-service';
import { receiptFixtures } from '../fixtures/receipts/generate';
import { waitForConsumersToCatchUp } from '../support/consumer-lag';
import { startFileServer, type FileServer } from '../support/file-server';
import { groupAssignment, partitionSizes } from '../support/group-assignment';
import { api } from '../support/http-client';
import { ifStarted } from '../support/if-started';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { startServiceProcess, type ServiceProcess } from '../support/service-process';
import { testEnv } from '../support/test-environment';

const TENANT = 'tenant_scale_out';
const JOBS = 40;
const RECEIPTS = 6;

/**
 * Beyond one process: two extractor processes and two gateway processes (each runs the jobs and usage
 * projections) on the same topics, as separate OS processes (`node dist/services/<name>/main.js`). Kafka
 * splits the partitions between the members of each group: both extractors run jobs, both projectors
 * hold partitions that carry events, and every job is requested, started, completed and projected once.
 */
describe('scale-out: two extractors and two projectors share the work', () => {
  const env = testEnv();
  const config = loadConfig({ ...process.env, ...env });
  let system: TestSystem;
  let files: FileServer;
  const processes: ServiceProcess[] = [];
  let apiKey = '';

  beforeAll(async () => {
    files = await startFileServer();
    for (const [index, fixture] of receiptFixtures().slice(0, RECEIPTS).entries())
      files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
    // This process runs only the batch coordinator (it hands the requests to the extractors' topic): it
    // creates the topics and the tenant and reads what happened.
    system = await startTestSystem(config, ['batch-coordinator']);
    apiKey = await system.newTenant(TENANT);
    await system.infra.tenants.updateTenant(TENANT, { limits: { requestsPerSecond: 1_000 } });
    for (const name of ['gateway', 'gateway', 'extractor', 'extractor'] as const)
      processes.push(await startServiceProcess(name, env));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
  });

  it('splits jobs between the extractors and partitions between the projectors, with nothing lost or done twice', async () => {
    const gateways = processes
      .filter((process) => process.name === 'gateway')
      .map((process) => api(process.url()!, apiKey));
    const extractors = processes.filter((process) => process.name === 'extractor');
    const jobIds: string[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      const accepted = await gateways[index % 2]!.post('/v1/receipts/extract', {
        fileUrl: files.url(`/r/${index % RECEIPTS}.pdf`),
      });
      expect(accepted.status).toBe(202);
      jobIds.push(accepted.body.jobId);
    }

    await waitForConsumersToCatchUp(config, eventTopics(system.infra.topics), 240_000);
    // Every message of the topic, a message written twice counted twice.
    const written = new Map<string, { types: string[]; workers: string[] }>();
    for (const message of await system.infra.bus.readTopic(system.infra.topics.jobs)) {
      const event = await system.infra.codec.decode(message.value);
      const data = event.data as { jobId?: string; workerId?: string };
      if (data.jobId === undefined) continue;
      const entry = written.get(data.jobId) ?? { types: [], workers: [] };
      entry.types.push(event.type);
      if (data.workerId !== undefined) entry.workers.push(data.workerId);
      written.set(data.jobId, entry);
    }
    expect([...written.keys()].sort()).toEqual([...jobIds].sort());
    for (const jobId of jobIds)
      expect({ jobId, types: written.get(jobId)!.types }).toEqual({
        jobId,
        types: ['JobRequested', 'JobStarted', 'JobCompleted'],
      });

    // Both extractor processes ran jobs (a JobStarted names its worker: host and pid).
    const perWorker = new Map<string, number>();
    for (const { workers } of written.values())
      for (const worker of workers) perWorker.set(worker, (perWorker.get(worker) ?? 0) + 1);
    expect([...perWorker.keys()].sort()).toEqual(extractors.map((process) => `${hostname()}-${process.pid()}`).sort());
    expect([...perWorker.values()].reduce((sum, count) => sum + count, 0)).toBe(JOBS);

    // Both projectors hold partitions, and every partition carried events: each projected some.
    const members = await groupAssignment(
      config,
      groupIdFor(config.kafka.topicPrefix, POLLED_PROJECTIONS_GROUP),
      system.infra.topics.jobs,
    );
    expect(members).toHaveLength(2);
    for (const member of members) expect(member.partitions.length).toBeGreaterThan(0);
    const sizes = await partitionSizes(config, system.infra.topics.jobs);
    for (const partition of members.flatMap((member) => member.partitions))
      expect({ partition, empty: sizes.get(partition) === 0 }).toEqual({ partition, empty: false });

    // Whichever gateway is asked, each job is completed, with its trail exactly as written.
    for (const [index, jobId] of jobIds.entries()) {
      const client = gateways[(index + 1) % 2]!;
      const view = await pollUntil(
        () => client.get(`/v1/jobs/${jobId}`),
        (response) => response.body.status === 'completed',
        30_000,
        200,
      );
      expect({ jobId, status: view.body.status, attempts: view.body.attempts }).toEqual({
        jobId,
        status: 'completed',
        attempts: 1,
      });
      const trail = await client.get(`/v1/jobs/${jobId}/events`);
      expect(trail.body.events.map((event: { type: string }) => event.type)).toEqual([
        'JobRequested',
        'JobStarted',
        'JobCompleted',
      ]);
    }
  }, 420_000);
});
