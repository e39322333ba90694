import avro from 'avsc';
import { EVENT_DATA, EVENT_ENVELOPE, type EventDataType } from '../../../contracts';
import { BATCH_EVENT_TYPES } from '../../../domain/batches';
import { JOB_EVENT_TYPES, jobRequested } from '../../../domain/jobs';
import { fromRecord, toRecord } from '../event-codec';
import { avroSchemaOf, EVENT_SCHEMAS } from './event-schemas';
import { avroShape, typeboxShape } from './wire-shape';

type Field = { name: string; type: unknown; default?: unknown };
const fieldsOf = (schema: unknown): Field[] => (schema as { fields: Field[] }).fields;
const dataOf = (type: EventDataType) => fieldsOf(avroSchemaOf(type)).find((field) => field.name === 'data')!.type;

/** Every record field of an Avro type, with the record it is in, wherever it is nested. */
const allFields = (type: unknown, into: Array<Field & { record: string }> = []) => {
  if (Array.isArray(type)) type.forEach((member) => allFields(member, into));
  else if (typeof type === 'object' && type !== null) {
    const named = type as { type: string; name?: string; fields?: Field[]; items?: unknown };
    if (named.type === 'array') allFields(named.items, into);
    for (const field of named.fields ?? []) {
      into.push({ ...field, record: named.name! });
      allFields(field.type, into);
    }
  }
  return into;
};

describe('the events as Avro, built from their one declaration', () => {
  it('are one schema per declared event, and the domain writes exactly those events', () => {
    expect([...EVENT_SCHEMAS.keys()].sort()).toEqual(Object.keys(EVENT_DATA).sort());
    expect([...JOB_EVENT_TYPES, ...BATCH_EVENT_TYPES].sort()).toEqual(Object.keys(EVENT_DATA).sort());
  });

  it.each(Object.keys(EVENT_DATA) as EventDataType[])(
    '%s: a valid Avro schema whose data record is the declared data, field for field',
    (type) => {
      const schema = avroSchemaOf(type);
      expect(() => avro.Type.forSchema(schema as avro.Schema)).not.toThrow();
      expect(avroShape(dataOf(type) as never)).toBe(typeboxShape(EVENT_DATA[type]));
      const envelope = { ...fieldsOf(schema)[0], type: 'record', fields: fieldsOf(schema).slice(0, -1) };
      expect(avroShape(envelope as never)).toBe(typeboxShape(EVENT_ENVELOPE));
    },
  );

  it('give every nullable field a null default, so a newer reader reads events written before it', () => {
    for (const schema of EVENT_SCHEMAS.values()) {
      for (const field of allFields(schema)) {
        if (Array.isArray(field.type) && field.type[0] === 'null') expect(field).toHaveProperty('default', null);
      }
    }
    const request = allFields(avroSchemaOf('JobRequested'));
    const defaultOf = (record: string, name: string) =>
      request.find((field) => field.record === record && field.name === name)?.default;
    expect(defaultOf('JobRequestedData', 'priority')).toBe('standard');
    expect(defaultOf('ReceiptExtractionRequest', 'studentCandidates')).toEqual([]);
    expect(defaultOf('SubmissionAuditRequest', 'detailedAnalysis')).toBe(true);
  });

  it.each(Object.keys(EVENT_DATA) as EventDataType[])(
    '%s: a reader with this schema reads an event written without any field that has a default',
    (type) => {
      const reader = avro.Type.forSchema(avroSchemaOf(type) as avro.Schema);
      // The older writer: this schema less every defaulted field (as if each were added later).
      const older = JSON.parse(JSON.stringify(avroSchemaOf(type)), (key, value: unknown) =>
        key === 'fields' ? (value as Field[]).filter((field) => !('default' in field)) : value,
      ) as avro.Schema;
      const writer = avro.Type.forSchema(older);
      const written = writer.random() as unknown as Record<string, unknown>;
      const read = reader.fromBuffer(writer.toBuffer(written), reader.createResolver(writer)) as Record<
        string,
        unknown
      >;
      expect(read.eventId).toBe(written.eventId);
      if (type === 'JobRequested') expect((read.data as Record<string, unknown>).priority).toBe('standard');
    },
  );

  it('encode a domain event and decode it unchanged', () => {
    const event = jobRequested(
      {
        jobId: 'job_1',
        jobType: 'receipt_extraction',
        priority: 'high',
        receipt: {
          fileUrl: 'https://files.example/r.pdf',
          fileName: 'r.pdf',
          fileType: null,
          categorizeItems: true,
          programKey: null,
          studentCandidates: [{ id: 's1', name: 'Ana', officialName: null, gradeLevel: '3', scholarshipProgram: null }],
          fastMode: false,
        },
        audit: null,
        webhookUrl: null,
        metadataJson: '{"claim":"c1"}',
        batchId: 'batch_1',
        batchIndex: 4,
      },
      'tenant_1',
      new Date('2026-11-21T12:00:00Z'),
    );
    const type = avro.Type.forSchema(avroSchemaOf('JobRequested') as avro.Schema);
    // Strict: the domain gets plain objects, not Avro's record instances.
    expect(fromRecord(type.fromBuffer(type.toBuffer(toRecord(event))) as never)).toStrictEqual(event);
  });

  it.each([...JOB_EVENT_TYPES, ...BATCH_EVENT_TYPES])(
    'decode %s into the same plain data as a JSON round trip of the decoded record would give',
    (eventType) => {
      const type = avro.Type.forSchema(avroSchemaOf(eventType) as avro.Schema);
      for (let n = 0; n < 20; n += 1) {
        const decoded = type.fromBuffer(type.toBuffer(type.random())) as Record<string, unknown>;
        const { type: name, data, ...metadata } = decoded;
        expect(fromRecord(decoded as never)).toStrictEqual({
          type: name,
          data: JSON.parse(JSON.stringify(data)) as unknown,
          metadata: JSON.parse(JSON.stringify(metadata)) as unknown,
        });
      }
    },
  );
});
