// A 1,000-item batch through the whole system on the real servers, from POST to batch.completed.
// Usage: npm run bench:pipeline [-- --items 1000 --json] [--without-jobs-projection] [--processes] [--cpu-profile <dir>]
// [--db-ops]
// (--processes: each service in its own OS process, as deployed (`node dist/services/<name>/main.js`;
// needs a build), instead of all of them in this one; the benchmark process only posts and watches.)
// (--without-jobs-projection: a diagnosis run without the jobs read model's consumer, to see what it costs.)
// (--cpu-profile <dir>: writes a CPU profile of the timed run of this process, and of each service process's
// whole life with --processes, into <dir>; `npm run bench:profile -- <items> <dir>/*.cpuprofile` sums them by stage.)
// (--db-ops: counts the database commands of the timed run by collection and kind, per item; not with --processes.)
// Needs the local servers (npm run stack:up, or KAFKA_BROKERS / SCHEMA_REGISTRY_URL / MONGO_URL).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../common/config';
import { createLogger } from '../common/logging';
import { createTenant, issueApiKey } from '../common/tenants';
import { eraseRunData } from '../services/runtime';
import { startSystem } from '../services/all-in-one/start-system';
import { receiptFixtures } from '../test/fixtures/receipts/generate';
import { startFileServer } from '../test/support/file-server';
import { api } from '../test/support/http-client';
import { startWebhookReceiver } from '../test/support/webhook-receiver';
import { startServiceProcess, type ServiceProcess } from '../test/support/service-process';
import { cpuPer, jitPer, mainThreadCpuMs, msPer, sampleCpu, sampleJitCpu, stackPids } from './cpu-use';
import { countDbOps } from './db-ops';
import { readRunEvents, stagesOf } from './pipeline/run-events';
import { profileClockUs, startCpuProfile } from './profile/cpu-profile';
import { runMainThenExit } from './run-main';

/** Items out at a time, as the peer's 20 workers (../shared/tools/peer-bullmq); the API's default too. */
const CONCURRENCY_LIMIT = 20;

/**
 * A Java server whose JIT compilers use this much CPU an item is still warming up after its start: the
 * local broker's fall from 3.5 ms to under 0.1 over its first runs (docs/scaling-log.md).
 */
const WARMING_JIT_MS = 0.3;

const option = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const count = option('--items', 1000);
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const env = {
    KAFKA_TOPIC_PREFIX: `bench-${runId}.`,
    MONGO_DATABASE: `bench_${runId}`,
    API_PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    FILE_FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOWED_HTTP_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  };
  const separate = process.argv.includes('--processes');
  const loaded = loadConfig({ ...process.env, ...env });
  const countOps = process.argv.includes('--db-ops') && !separate;
  const config = countOps ? { ...loaded, mongo: { ...loaded.mongo, monitorCommands: true } } : loaded;
  const profileIndex = process.argv.indexOf('--cpu-profile');
  const profileDir = profileIndex === -1 ? null : path.resolve(process.argv[profileIndex + 1] ?? 'profiles');
  if (profileDir !== null) mkdirSync(profileDir, { recursive: true });
  // Started before anything runs, so that every regular expression's compiled code is named; cut to the timed run.
  const profile = profileDir === null ? null : await startCpuProfile();
  const files = await startFileServer();
  const fixtures = receiptFixtures().slice(0, 12);
  for (const [index, fixture] of fixtures.entries())
    files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
  const receiver = await startWebhookReceiver(() => []);
  const withoutProjection = process.argv.includes('--without-jobs-projection');
  const services = ['gateway', 'projections', 'extractor', 'auditor', 'batch-coordinator', 'notifier'] as const;
  const system = await startSystem(config, createLogger({ level: config.log.level, name: 'bench' }), {
    services: separate ? [] : services.filter((name) => !withoutProjection || name !== 'projections'),
  });
  // The gateway's process also runs the read models, as deployed.
  const processNames = ['gateway', 'extractor', 'auditor', 'batch-coordinator', 'notifier'] as const;
  const processes: ServiceProcess[] = separate
    ? await Promise.all(
        processNames.map((name) =>
          startServiceProcess(name, env, {
            nodeArgs:
              profileDir === null
                ? []
                : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`],
          }),
        ),
      )
    : [];
  const baseUrl = separate ? processes[0]!.url() : system.url;
  try {
    await createTenant(system.infra.tenants, { tenantId: 'bench' }, new Date());
    const client = api(
      baseUrl ?? '',
      (await issueApiKey(system.infra.tenants, { tenantId: 'bench' }, new Date())).apiKey,
    );
    const runBatch = async (size: number, path: string) => {
      const items = Array.from({ length: size }, (_, index) => ({
        fileUrl: files.url(`/r/${index % fixtures.length}.pdf`),
      }));
      const posted = Date.now();
      const accepted = await client.post(`/v1/batches?concurrencyLimit=${CONCURRENCY_LIMIT}`, {
        batchType: 'receipt_extraction',
        webhookUrl: receiver.url(path),
        items,
      });
      if (accepted.status !== 202)
        throw new Error(`POST /v1/batches answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
      const answered = Date.now();
      for (;;) {
        const hook = receiver.on(path).find((received) => received.type === 'batch.completed');
        if (hook !== undefined)
          return { batchId: accepted.body.batchId as string, posted, answered, done: hook.at, hook };
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await runBatch(20, '/warm-up'); // connections, JIT and the consumer groups' first fetches
    const pids = {
      ...stackPids(),
      ...Object.fromEntries(processes.map((child, index) => [processNames[index]!, child.pid()])),
    };
    const dbOps = countOps ? countDbOps(system.infra.mongo.client) : null;
    const profiledFromUs = profileClockUs();
    const cpuBefore = sampleCpu(pids);
    const jitBefore = sampleJitCpu(pids);
    const mainBefore = separate ? null : mainThreadCpuMs();
    const loopBefore = performance.eventLoopUtilization();
    dbOps?.start();
    const run = await runBatch(count, '/bench');
    const loop = performance.eventLoopUtilization(loopBefore);
    const mainAfter = separate ? null : mainThreadCpuMs();
    const cpuMsPerItem = cpuPer(cpuBefore, sampleCpu(pids), count);
    const jitMsPerItem = jitPer(jitBefore, sampleJitCpu(pids), count);
    const dbRows = dbOps?.stop() ?? null;
    await profile?.stopInto(path.join(profileDir!, 'bench.cpuprofile'), {
      fromUs: profiledFromUs,
      toUs: profileClockUs(),
    });
    const seconds = (run.done - run.posted) / 1000;
    const jobIds = new Set(
      [...(await system.infra.batches.load(run.batchId))!.items.values()].map((item) => item.jobId),
    );
    // How far the jobs read model trails batch.completed: a client that polls the batch and then its jobs
    // must find them final. Asked at once, before anything else is measured or stopped.
    const finalViews = async () =>
      [...(await system.infra.jobs.getMany([...jobIds])).values()].filter((view) => view.completedAt !== null).length;
    let projected = await finalViews();
    while (!withoutProjection && projected < jobIds.size && Date.now() - run.done < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      projected = await finalViews();
    }
    const projectionCaughtUpMs = projected === jobIds.size ? Math.max(0, Date.now() - run.done) : null;
    const events = await readRunEvents(system.infra, { batchId: run.batchId, jobIds });
    const stages = { gatewayMs: run.answered - run.posted, ...stagesOf(events, CONCURRENCY_LIMIT, run.done) };
    const failed = events.ends.filter((entry) => entry.type === 'JobFailed').length;
    // Every service's JavaScript runs on this process's main thread: busy near 1, the run is bound by that
    // thread's work, and its time falls only with that work, whatever the cores have left (docs/scaling-log.md).
    const servicesThread = separate
      ? null
      : {
          busy: Math.round(loop.utilization * 100) / 100,
          cpuMsPerItem: mainBefore === null || mainAfter === null ? null : msPer(mainAfter - mainBefore, count),
        };
    const report = {
      items: count,
      seconds: Math.round(seconds * 100) / 100,
      itemsPerSecond: Math.round((count / seconds) * 10) / 10,
      stages: { ...stages, projectionCaughtUpAfterEndMs: projectionCaughtUpMs },
      // From the POST to batch.completed: `bench` is this process (every service, unless --processes).
      cpuMsPerItem,
      // Of the Java servers' CPU above, what their JIT compilers used: high on servers just started.
      jitMsPerItem,
      // The services' one thread (without --processes): the share of the run it was busy, and its CPU an item.
      ...(servicesThread === null ? {} : { servicesThread }),
    };
    console.log(
      `${count} items, POST to batch.completed in ${report.seconds} s (${report.itemsPerSecond} items/s); ${events.ends.length - failed} completed, ${failed} failed`,
    );
    console.log(`  gateway      POST to 202                                   ${stages.gatewayMs} ms`);
    console.log(`  worker       release to item started (mean, incl. queue)   ${stages.releaseToStartMeanMs} ms`);
    console.log(`  coordinator  item done to the next item released (mean)   ${stages.doneToNextReleaseMeanMs} ms`);
    console.log(
      `  worker       per item (mean); first start to last end      ${stages.workerMeanMs} ms; ${stages.workerSpanMs} ms`,
    );
    console.log(`  coordinator  last item done to BatchCompleted              ${stages.coordinatorMs} ms`);
    console.log(`  webhook      BatchCompleted to receiver                    ${stages.webhookMs} ms`);
    console.log(
      `  projection   jobs read model final for every item          ${projectionCaughtUpMs === null ? `not within 60 s (${projected}/${jobIds.size})` : `${projectionCaughtUpMs} ms after batch.completed`}`,
    );
    console.log(`  CPU          ms per item, by process                       ${JSON.stringify(cpuMsPerItem)}`);
    if (Object.keys(jitMsPerItem).length > 0)
      console.log(`               of it, the Java servers' JIT compilers         ${JSON.stringify(jitMsPerItem)}`);
    if (Object.values(jitMsPerItem).some((ms) => ms >= WARMING_JIT_MS))
      console.log(
        '               (servers started lately, still compiling: run again for the figures of warm servers)',
      );
    if (servicesThread !== null)
      console.log(
        `  thread       the services' one thread: busy ${Math.round(servicesThread.busy * 100)} % of the run, ${servicesThread.cpuMsPerItem ?? '?'} ms an item of this process's ${cpuMsPerItem['bench']}`,
      );
    if (dbRows !== null) {
      const per = (n: number) => Math.round((n / count) * 1000) / 1000;
      const kb = (bytes: number) => `${(bytes / count / 1024).toFixed(1)} KB`;
      console.log(
        `  database     commands (documents) per item, the bytes they carried and their round trips in ms per item`,
      );
      for (const row of dbRows)
        console.log(
          `    ${row.collection.padEnd(28)} ${row.kind.padEnd(14)} ${String(per(row.commands)).padStart(7)} (${per(row.documents)}) ${kb(row.bytes)} ${per(row.ms)} ms`,
        );
      const total = (field: 'commands' | 'bytes') => dbRows.reduce((sum, row) => sum + row[field], 0);
      console.log(
        `    ${'all'.padEnd(28)} ${''.padEnd(14)} ${String(per(total('commands'))).padStart(7)} ${kb(total('bytes'))}`,
      );
    }
    if (json) console.log(JSON.stringify(dbRows === null ? report : { ...report, dbOps: dbRows }));
  } finally {
    await Promise.all(processes.map((child) => child.stop()));
    await system.stop();
    await eraseRunData(config, createLogger({ level: 'silent', name: 'bench' }));
    await receiver.close();
    await files.close();
  }
}

runMainThenExit(main);
