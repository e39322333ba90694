import { Kind, type TSchema } from '@sinclair/typebox';
import { EVENT_DATA, EVENT_ENVELOPE, type EventDataType } from '../../../contracts';

export type AvroSchema = Readonly<{ name: string; namespace?: string; [key: string]: unknown }>;
type AvroType = string | readonly AvroType[] | Readonly<Record<string, unknown>>;
type AvroField = Readonly<{ name: string; type: AvroType; doc?: string; default?: unknown }>;

const isNull = (schema: TSchema) => schema[Kind] === 'Null';
const membersOf = (schema: TSchema): readonly TSchema[] =>
  schema[Kind] === 'Union' ? (schema.anyOf as TSchema[]) : [];
const nonNull = (schema: TSchema): TSchema | undefined => {
  const members = membersOf(schema);
  return members.some(isNull) ? members.find((member) => !isNull(member)) : undefined;
};

const nameOf = (schema: TSchema, fallback: string | undefined): string => {
  const name = schema.title ?? fallback;
  if (name === undefined) throw new Error(`an Avro record or enum needs a name: give its schema a title`);
  return name;
};

/**
 * One TypeBox schema as its Avro type. A named type (record, enum) is written out where it first
 * appears in the event and referred to by name after that, as Avro requires.
 */
const avroType = (schema: TSchema, named: Set<string>, recordName?: string): AvroType => {
  const inner = nonNull(schema);
  if (inner !== undefined) return ['null', avroType(inner, named)];
  switch (schema[Kind]) {
    case 'String':
      return 'string';
    case 'Integer':
      return schema.format === 'int64' ? 'long' : 'int';
    case 'Number':
      return 'double';
    case 'Boolean':
      return 'boolean';
    case 'Array':
      return { type: 'array', items: avroType(schema.items as TSchema, named) };
    case 'Object': {
      const name = nameOf(schema, recordName);
      if (named.has(name)) return name;
      named.add(name);
      return { type: 'record', name, fields: fieldsOf(schema, named) };
    }
    case 'Union': {
      const members = membersOf(schema);
      if (!members.every((member) => member[Kind] === 'Literal'))
        throw new Error('Avro events use a union only for nullable fields and enums');
      const name = nameOf(schema, undefined);
      if (named.has(name)) return name;
      named.add(name);
      return { type: 'enum', name, symbols: members.map((member) => member.const as string) };
    }
    default:
      throw new Error(`no Avro type for a TypeBox ${schema[Kind]}`);
  }
};

const fieldsOf = (record: TSchema, named: Set<string>): AvroField[] =>
  Object.entries(record.properties as Record<string, TSchema>).map(([name, schema]) => {
    const inner = nonNull(schema);
    const doc = schema.description ?? inner?.description;
    // A nullable field reads as null from events written before it existed; others say their default.
    const fallback =
      inner !== undefined ? { default: null } : 'default' in schema ? { default: schema.default as unknown } : {};
    return { name, type: avroType(schema, named), ...fallback, ...(doc === undefined ? {} : { doc }) };
  });

/**
 * The Avro schema of one event type, built from its declaration in contracts/events.ts: the envelope's
 * fields, then the event's `data` as the record `<type>Data`.
 */
export const avroSchemaOf = (type: EventDataType): AvroSchema => {
  const data = EVENT_DATA[type];
  const named = new Set<string>();
  return {
    type: 'record',
    name: type,
    namespace: data.namespace as string,
    doc: data.description,
    fields: [...fieldsOf(EVENT_ENVELOPE, named), { name: 'data', type: avroType(data, named, `${type}Data`) }],
  };
};

/** Every event's Avro schema, by event type: what the codec registers and the catalogue publishes. */
export const EVENT_SCHEMAS: ReadonlyMap<string, AvroSchema> = new Map(
  (Object.keys(EVENT_DATA) as EventDataType[]).map((type) => [type, avroSchemaOf(type)]),
);

export const fullName = (schema: AvroSchema): string =>
  schema.namespace ? `${schema.namespace}.${schema.name}` : schema.name;

/** TopicRecordNameStrategy: several event types share a topic, each type evolves under its own subject. */
export const subjectFor = (topic: string, schema: AvroSchema): string => `${topic}-${fullName(schema)}`;
