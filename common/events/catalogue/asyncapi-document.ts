import { type AvroSchema, fullName, subjectFor } from '../avro/event-schemas';
import type { Topics } from '../../topics';
import type { JobPriority } from '../../../contracts';

export type CatalogueSource = Readonly<{
  /** The event schemas, by event type, as the codec registers them (built from contracts/events.ts). */
  schemas: ReadonlyMap<string, AvroSchema>;
  topics: Topics;
  partitions: number;
}>;

const AVRO = 'application/vnd.apache.avro+json;version=1.9.0';
const BINDING_VERSION = '0.5.0';

/**
 * Each schema namespace's message key, as the writers choose it (common/topics.ts jobEventKey and the
 * batch writers): a reader that needs one entity's events in order reads them from one partition.
 */
const KEYS: Readonly<Record<string, string>> = {
  'com.receiptaudit.jobs':
    "the job's batchId when it belongs to a batch, else its jobId (a JobRequested on a work topic, written when the batch coordinator releases it to the workers, is keyed by its jobId so that a batch's items spread over the workers)",
  'com.receiptaudit.batches': 'the batchId',
};

const keyOf = (schema: AvroSchema): string => {
  const key = KEYS[schema.namespace ?? ''];
  if (key === undefined) throw new Error(`no message key is documented for ${fullName(schema)}`);
  return key;
};

const message = (topic: string, schema: AvroSchema) => ({
  name: schema.name,
  title: schema.name,
  summary: typeof schema.doc === 'string' ? schema.doc : schema.name,
  contentType: 'application/vnd.apache.avro+binary',
  description: `Confluent wire format: a zero byte, the 4-byte id of the writer's schema in the registry (subject \`${subjectFor(topic, schema)}\`), then the Avro record. Message key: ${keyOf(schema)}.`,
  payload: { schemaFormat: AVRO, schema },
  bindings: {
    kafka: {
      key: { type: 'string', description: keyOf(schema) },
      schemaIdLocation: 'payload',
      schemaIdPayloadEncoding: 'confluent',
      schemaLookupStrategy: 'TopicRecordNameStrategy',
      bindingVersion: BINDING_VERSION,
    },
  },
});

/**
 * The event catalogue as an AsyncAPI 3 document, built from the Avro schemas the codec registers and
 * the topic definitions, so that it cannot describe an event the system does not write.
 */
export const asyncApiDocument = (source: CatalogueSource) => {
  const topic = source.topics.jobs;
  const types = [...source.schemas.keys()].sort();
  const ref = (type: string) => ({ $ref: `#/components/messages/${type}` });
  const workChannel = (jobType: string, priority: JobPriority, address: string) =>
    [
      priority === 'standard' ? `work-${jobType}` : `work-${jobType}-${priority}`,
      {
        address,
        title: `Work of the ${jobType} workers, ${priority} priority`,
        description: `The ${priority}-priority JobRequested events released to the ${jobType} workers, ${source.partitions} partitions, keyed by jobId. Only those workers read it; the jobs topic holds the history.`,
        messages: { JobRequested: ref('JobRequested') },
        bindings: { kafka: { topic: address, partitions: source.partitions, bindingVersion: BINDING_VERSION } },
      },
    ] as const;
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Receipt audit events',
      version: '1.0.0',
      description:
        "Every fact the service records, as Avro events on the jobs topic; the work topics hold the requests released to each job type's workers, a copy of what the jobs topic says (a single job's JobRequested, a batch item's in its BatchItemsAdded). Events are kept forever, so a new reader can replay the whole history from the first offset. Schemas evolve under BACKWARD_TRANSITIVE compatibility: a reader with the newest schema decodes every event ever written. Read docs/events.md for a consumer.",
    },
    defaultContentType: 'application/vnd.apache.avro+binary',
    channels: {
      jobs: {
        address: topic,
        title: 'Job and batch events',
        description: `Every job, batch and review event, ${source.partitions} partitions. Events of one key are in the order they happened; events of different keys are not ordered with each other.`,
        messages: Object.fromEntries(types.map((type) => [type, ref(type)])),
        bindings: { kafka: { topic, partitions: source.partitions, bindingVersion: BINDING_VERSION } },
      },
      ...Object.fromEntries([
        ...Object.entries(source.topics.work).map(([jobType, address]) => workChannel(jobType, 'standard', address)),
        ...Object.entries(source.topics.highWork).map(([jobType, address]) => workChannel(jobType, 'high', address)),
      ]),
    },
    operations: {
      readEvents: {
        action: 'receive',
        title: 'Read the events',
        summary: 'A consumer group of your own reads every event, from the first offset if it replays.',
        channel: { $ref: '#/channels/jobs' },
        messages: types.map((type) => ({ $ref: `#/channels/jobs/messages/${type}` })),
      },
    },
    components: {
      messages: Object.fromEntries(types.map((type) => [type, message(topic, source.schemas.get(type)!)])),
    },
  };
};
