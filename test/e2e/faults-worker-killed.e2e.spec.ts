import { loadConfig } from '../../common/config';
import { eventTopics, jobEventKey } from '../../common/topics';
import { onlineStoreOrder } from '../fixtures/receipts/handmade-retail';
import { waitForConsumersToCatchUp } from '../support/consumer-lag';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { startScriptedFileServer, type ScriptedFileServer } from '../support/scripted-file-server';
import { startServiceProcess, type ServiceProcess } from '../support/service-process';
import { readJobHistories } from '../support/job-history';
import { testEnv } from '../support/test-environment';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { ifStarted } from '../support/if-started';

const TENANT = 'tenant_killed';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A receipt worker killed with SIGKILL in the middle of a job, on the real servers: the extractor runs as
 * its own OS process (`node dist/services/extractor/main.js`), the file it fetches is held until the
 * process is dead, and a new process takes over. The job completes once, with the retry counted.
 */
describe('fault: a worker killed in the middle of a job', () => {
  const env = testEnv({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '100' });
  const config = loadConfig({ ...process.env, ...env });
  let system: TestSystem;
  let extractor: ServiceProcess;
  let files: ScriptedFileServer;
  let receiver: WebhookReceiver;
  let apiKey: string;
  let secret = '';

  beforeAll(async () => {
    // The first fetch of the file never gets an answer: the worker is busy on it when it is killed.
    files = await startScriptedFileServer((_path, nth) => (nth === 1 ? 'hold' : 'serve'));
    files.put('/slow.pdf', await onlineStoreOrder().render(), 'application/pdf');
    receiver = await startWebhookReceiver(() => secret);
    system = await startTestSystem(config, ['gateway', 'projections', 'batch-coordinator', 'notifier']);
    apiKey = await system.newTenant(TENANT);
    secret = (await system.infra.tenants.getTenant(TENANT))!.webhookSecrets[0]!;
    extractor = await startServiceProcess('extractor', env);
  });

  afterAll(async () => {
    await ifStarted(extractor)?.stop();
    await ifStarted(system)?.teardown();
    await ifStarted(receiver)?.close();
    await ifStarted(files)?.close();
  });

  it('completes the job once after a restart: attempts 2, one JobCompleted, one webhook', async () => {
    const client = api(system.url, apiKey);
    const accepted = await client.post('/v1/receipts/extract', {
      fileUrl: files.url('/slow.pdf'),
      webhookUrl: receiver.url('/hooks'),
    });
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.jobId as string;

    const busy = await pollUntil(
      () => client.get(`/v1/jobs/${jobId}`),
      (response) => response.body.status === 'processing' && files.requests('/slow.pdf') === 1,
      60_000,
    );
    expect(busy.body).toMatchObject({ status: 'processing', attempts: 1 });
    const firstPid = extractor.pid();
    await extractor.kill('SIGKILL');
    await extractor.restart();
    expect(extractor.pid()).not.toBe(firstPid);

    // The dead member keeps its partitions until its Kafka session times out (30 s), then the new one gets them.
    const done = await pollUntil(
      () => client.get(`/v1/jobs/${jobId}`),
      (response) => ['completed', 'failed'].includes(response.body.status),
      90_000,
      250,
    );
    expect(done.body).toMatchObject({ status: 'completed', attempts: 2, error: null });
    expect(files.requests('/slow.pdf')).toBe(2);
    const trail = await client.get(`/v1/jobs/${jobId}/events`);
    expect(
      trail.body.events.map((event: { type: string; attempt: number | null }) => [event.type, event.attempt]),
    ).toEqual([
      ['JobRequested', null],
      ['JobStarted', 1],
      ['JobStarted', 2],
      ['JobCompleted', 2],
    ]);

    await pollUntil(
      async () => receiver.on('/hooks').length,
      (count) => count >= 1,
      30_000,
    );
    await sleep(3_000); // long enough for a second delivery to show up if there were one
    const hooks = receiver.on('/hooks');
    expect(hooks.map((hook) => [hook.type, hook.data.jobId, hook.verified])).toEqual([['job.completed', jobId, true]]);

    // What was really written: two attempts, exactly one completion.
    await waitForConsumersToCatchUp(config, eventTopics(system.infra.topics));
    const history = (await readJobHistories(system.infra)).get(jobId)!;
    expect(history.events.map((event) => event.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobStarted',
      'JobCompleted',
    ]);

    // A redelivered JobCompleted (the same event again) changes neither the job nor the webhooks.
    const before = await system.infra.jobs.get(jobId);
    await system.infra.eventLog.append(system.infra.topics.jobs, jobEventKey(jobId, null), [history.events[3]!]);
    await waitForConsumersToCatchUp(config, eventTopics(system.infra.topics));
    await sleep(1_000); // a delivery recorded from it would be sent within the notifier's poll (100 ms)
    expect(await system.infra.jobs.get(jobId)).toEqual(before);
    expect(receiver.on('/hooks')).toHaveLength(1);
    const deliveries = await client.get(`/v1/webhooks/deliveries?jobId=${jobId}`);
    expect(deliveries.body.deliveries).toHaveLength(1);
  });
});
