import { spawnSync } from 'node:child_process';
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

    const run = spawnSync(
      python,
      [
        path.join(repoRoot, 'clients', 'python', 'read_events.py'),
        '--bootstrap',
        config.kafka.brokers.join(','),
        '--registry',
        config.registry.url,
        '--topic',
        topic,
        '--group',
        `${config.kafka.topicPrefix}analytics`,
        '--from-beginning',
        '--idle-seconds',
        '4',
      ],
      { encoding: 'utf8', timeout: 90_000 },
    );
    expect(run.stderr).toBe('');
    const read = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { key: string; event: EventRecord });
    expect(read.map(({ event }) => event.type).sort()).toEqual([...schemas.keys()].sort());
    for (const { key, event } of read) {
      const original = written.find((record) => record.type === event.type)!;
      expect(key).toBe(original.correlationId);
      expect(event).toEqual(JSON.parse(JSON.stringify(original)));
    }
  });
});
