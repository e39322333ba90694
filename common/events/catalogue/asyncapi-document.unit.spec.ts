import { topicsFor } from '../../topics';
import { EVENT_SCHEMAS, subjectFor } from '../avro/event-schemas';
import { asyncApiDocument } from './asyncapi-document';

describe('the event catalogue (AsyncAPI)', () => {
  const schemas = EVENT_SCHEMAS;
  const catalogue = asyncApiDocument({ schemas, topics: topicsFor('prod.'), partitions: 6 });

  it('is AsyncAPI 3 with one message per Avro schema, its payload the very schema the codec registers', () => {
    expect(catalogue.asyncapi).toBe('3.0.0');
    expect(Object.keys(catalogue.components.messages).sort()).toEqual([...schemas.keys()].sort());
    for (const [type, schema] of schemas) {
      const message = catalogue.components.messages[type]!;
      expect(message.payload.schema).toBe(schema);
      expect(message.description).toContain(subjectFor('prod.jobs', schema));
    }
  });

  it('names the topic, its partitions and each message key, and every operation message resolves', () => {
    expect(catalogue.channels.jobs).toMatchObject({
      address: 'prod.jobs',
      bindings: { kafka: { topic: 'prod.jobs', partitions: 6 } },
    });
    expect(catalogue.components.messages.BatchCreated!.bindings.kafka.key.description).toBe('the batchId');
    expect(catalogue.components.messages.JobCompleted!.bindings.kafka.key.description).toMatch(/^the job's batchId/);
    for (const { $ref } of catalogue.operations.readEvents.messages)
      expect(Object.keys(catalogue.channels.jobs.messages)).toContain($ref.split('/').pop());
  });
});
