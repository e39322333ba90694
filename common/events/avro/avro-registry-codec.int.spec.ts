import { SchemaRegistry } from '@kafkajs/confluent-schema-registry';
import { Kafka, logLevel } from 'kafkajs';
import { createLogger } from '../../logging';
import { KafkaMessageBus } from '../../messaging/kafka';
import { topicsFor } from '../../topics';
import { jobRequested } from '../../../domain/jobs';
import { plainJobRequest } from '../../../domain/jobs/job-fixtures.spec';
import { testConfig } from '../../../test/support/test-environment';
import { EventLog } from '../event-log';
import { AvroRegistryCodec } from './avro-registry-codec';
import { EVENT_SCHEMAS, subjectFor } from './event-schemas';

const config = testConfig();
const topic = topicsFor(config.kafka.topicPrefix).jobs;
const logger = createLogger({ level: 'silent', name: 'test' });

describe('Avro events on the real Kafka and schema registry', () => {
  const bus = new KafkaMessageBus({ brokers: config.kafka.brokers, clientId: 'avro-int', logger });
  const schemas = EVENT_SCHEMAS;
  const codec = new AvroRegistryCodec(config.registry.url, schemas);

  const levelOf = async (subject: string): Promise<string | undefined> => {
    const response = await fetch(`${config.registry.url}/config/${encodeURIComponent(subject)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { compatibilityLevel?: string; compatibility?: string };
    return body.compatibilityLevel ?? body.compatibility;
  };

  beforeAll(async () => {
    await bus.ensureTopics([{ name: topic, partitions: 1 }]);
    await codec.register(topic);
  });
  afterAll(async () => {
    await bus.deleteTopics([topic]).catch(() => undefined);
    await bus.close();
  });

  it('registers only the event types it is told for a topic, and encodes no other type for it', async () => {
    const work = topicsFor(config.kafka.topicPrefix).work.receipt_extraction;
    const only = new AvroRegistryCodec(config.registry.url, schemas);
    await only.register(work, ['JobRequested']);
    const request = jobRequested(plainJobRequest('job_only'), 't', new Date('2026-11-27T00:00:00Z'));
    expect(await only.decode(await only.encode(work, request))).toEqual(request);
    await expect(only.encode(topic, request)).rejects.toThrow(/No schema registered/);
  });

  it('registers every event schema under its topic-record subject, keeping old events readable', async () => {
    for (const schema of schemas.values()) {
      expect(await levelOf(subjectFor(topic, schema))).toBe('BACKWARD_TRANSITIVE');
    }
    expect([...schemas.keys()]).toEqual(
      expect.arrayContaining(['JobCompleted', 'JobFailed', 'JobRequested', 'JobRetryScheduled', 'JobStarted']),
    );
  });

  const setLevel = (subject: string, level: string) =>
    fetch(`${config.registry.url}/config/${encodeURIComponent(subject)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/vnd.schemaregistry.v1+json' },
      body: JSON.stringify({ compatibility: level }),
    });

  it('finishes a registration that stopped between the first version and the compatibility level', async () => {
    // What a start-up given up on mid-way leaves: the version written, the level never set, so the registry
    // reports its global default. Every later start must still register, not fail on the level for ever.
    const interrupted = `${config.kafka.topicPrefix}interrupted`;
    const schema = schemas.get('JobRequested')!;
    const subject = subjectFor(interrupted, schema);
    const written = await fetch(`${config.registry.url}/subjects/${encodeURIComponent(subject)}/versions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.schemaregistry.v1+json' },
      body: JSON.stringify({ schema: JSON.stringify(schema) }),
    });
    expect(written.status).toBe(200);
    expect(await levelOf(subject)).toBe('NONE');

    const restarted = new AvroRegistryCodec(config.registry.url, schemas);
    await restarted.register(interrupted, ['JobRequested']);
    expect(await levelOf(subject)).toBe('BACKWARD_TRANSITIVE');
    const request = jobRequested(plainJobRequest('job_resumed'), 't', new Date('2026-11-29T00:00:00Z'));
    expect(await restarted.decode(await restarted.encode(interrupted, request))).toEqual(request);
  });

  it('refuses a subject whose level someone set to another, naming the subject', async () => {
    const chosen = `${config.kafka.topicPrefix}chosen`;
    const subject = subjectFor(chosen, schemas.get('JobRequested')!);
    expect((await setLevel(subject, 'FORWARD')).status).toBe(200);
    await expect(
      new AvroRegistryCodec(config.registry.url, schemas).register(chosen, ['JobRequested']),
    ).rejects.toThrow(`The registry's subject ${subject} has compatibility FORWARD`);
    expect(await levelOf(subject)).toBe('FORWARD');
  });

  it('writes events that a consumer knowing only the registry URL decodes', async () => {
    const event = jobRequested(
      {
        jobId: 'job_avro_1',
        jobType: 'receipt_extraction',
        priority: 'standard',
        receipt: {
          fileUrl: 'https://files.example/r.pdf',
          fileName: 'r.pdf',
          fileType: null,
          categorizeItems: false,
          programKey: null,
          studentCandidates: [
            { id: 's1', name: 'Ana Diaz', officialName: null, gradeLevel: '3', scholarshipProgram: null },
          ],
          fastMode: false,
        },
        audit: null,
        webhookUrl: null,
        metadataJson: '{"claim":"c1"}',
        batchId: null,
        batchIndex: null,
      },
      'tenant_avro',
      new Date('2026-11-21T12:00:00Z'),
    );
    await new EventLog(bus, codec).append(topic, 'job_avro_1', [event]);

    // An analytics consumer: a plain Kafka client and the registry URL, nothing of ours.
    const kafka = new Kafka({ clientId: 'analytics', brokers: [...config.kafka.brokers], logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `${config.kafka.topicPrefix}analytics` });
    const registry = new SchemaRegistry({ host: config.registry.url });
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('no message within 20 s'));
      }, 20_000);
      void consumer
        .connect()
        .then(() => consumer.subscribe({ topic, fromBeginning: true }))
        .then(() =>
          consumer.run({
            eachMessage: async ({ message }) => {
              clearTimeout(timer);
              resolve(message.value!);
            },
          }),
        );
    });
    await consumer.disconnect();
    expect(raw[0]).toBe(0); // Confluent wire format: magic byte, then the 4-byte schema id
    const decoded = (await registry.decode(raw)) as Record<string, any>;
    expect(decoded).toMatchObject({
      eventId: 'job_avro_1:1',
      type: 'JobRequested',
      tenantId: 'tenant_avro',
      correlationId: 'job_avro_1',
      causationId: null,
      schemaVersion: 1,
    });
    expect(decoded.data.jobId).toBe('job_avro_1');
    expect(decoded.data.receipt.fileUrl).toBe('https://files.example/r.pdf');
    expect(decoded.data.receipt.studentCandidates[0].name).toBe('Ana Diaz');
    expect(await codec.decode(raw)).toEqual(event);
  });
});
