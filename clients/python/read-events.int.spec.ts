import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import avro from 'avsc';
import { AvroRegistryCodec, EVENT_SCHEMAS } from '../../common/events/avro';
import { EventLog, fromRecord, type EventRecord } from '../../common/events';
import { createLogger } from '../../common/logging';
import { KafkaMessageBus } from '../../common/messaging/kafka';
import { repoRoot } from '../../common/paths';
import { topicsFor } from '../../common/topics';
import { testConfig } from '../../test/support/test-environment';

const config = testConfig();
const topic = topicsFor(config.kafka.topicPrefix).jobs;
const logger = createLogger({ level: 'silent', name: 'test' });

/**
 * Runs the reader to its end. One that runs past `deadlineMs` is stopped with SIGABRT, on which Python's
 * fault handler prints where every thread stands, and the test fails with that and whatever it printed.
 */
const runReader = (python: string, args: string[], deadlineMs = 90_000) =>
  new Promise<{ status: number | null; lines: string[]; stderr: string }>((resolve, reject) => {
    const child = spawn(python, [path.join(repoRoot, 'clients', 'python', 'read_events.py'), ...args], {
      env: { ...process.env, PYTHONFAULTHANDLER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let overran = false;
    const deadline = setTimeout(() => {
      overran = true;
      child.kill('SIGABRT');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }, deadlineMs);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(deadline);
      if (overran)
        reject(
          new Error(`the reader ran past ${deadlineMs} ms\n--- its output:\n${stdout}\n--- its errors:\n${stderr}`),
        );
      else resolve({ status, lines: stdout.split('\n').filter(Boolean), stderr });
    });
  });

/**
 * docs/events.md's Python reader (clients/python/read_events.py, confluent-kafka with the registry)
 * against the real Kafka and registry: one event of every type the service writes, written by the service's
 * own codec, each read back whole.
 */
describe('the Python event reader', () => {
  const bus = new KafkaMessageBus({ brokers: config.kafka.brokers, clientId: 'python-reader-int', logger });
  const schemas = EVENT_SCHEMAS;
  const codec = new AvroRegistryCodec(config.registry.url, schemas);
  let python: string;

  beforeAll(async () => {
    const installed = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'python-examples.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (installed.status !== 0) throw new Error('the Python examples could not be installed');
    python = installed.stdout.trim();
    await bus.ensureTopics([{ name: topic, partitions: 2 }]);
    await codec.register(topic);
  }, 180_000);
  afterAll(async () => {
    await bus.deleteTopics([topic]).catch(() => undefined);
    await bus.close();
  });

  it('decodes every event type from the topic, field for field', async () => {
    // Any value each schema allows (avsc draws them), as the records the codec writes.
    const written = [...schemas.values()].map((schema) => {
      const record = avro.Type.forSchema(schema as avro.Schema).random() as unknown as EventRecord;
      return { ...record, type: schema.name, eventId: `${schema.name}:1`, correlationId: `key_${schema.name}` };
    });
    const log = new EventLog(bus, codec);
    for (const record of written) await log.append(topic, record.correlationId, [fromRecord(record)]);

    const reader = [
      ...['--bootstrap', config.kafka.brokers.join(','), '--registry', config.registry.url],
      ...['--topic', topic, '--group', `${config.kafka.topicPrefix}analytics`],
    ];
    const replay = await runReader(python, [...reader, '--from-beginning', '--until-end']);
    expect(replay.stderr).toBe('');
    expect(replay.status).toBe(0);
    const read = replay.lines.map((line) => JSON.parse(line) as { key: string; event: EventRecord });
    expect(read.map(({ event }) => event.type).sort()).toEqual([...schemas.keys()].sort());
    for (const { key, event } of read) {
      const original = written.find((record) => record.type === event.type)!;
      expect(key).toBe(original.correlationId);
      expect(event).toEqual(JSON.parse(JSON.stringify(original)));
    }

    // What it printed was committed: the group's next run, from where it left off, has nothing more to read.
    const next = await runReader(python, [...reader, '--until-end']);
    expect(next).toEqual({ status: 0, lines: [], stderr: '' });
  }, 200_000);
});
