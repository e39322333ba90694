import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type AvroSchema = Readonly<{ name: string; namespace?: string; [key: string]: unknown }>;

/** Reads every `*.avsc` of the schemas folder; the record name is the event type it encodes. */
export const readSchemaFiles = (directory: string): ReadonlyMap<string, AvroSchema> => {
  const schemas = new Map<string, AvroSchema>();
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith('.avsc'))
    .sort()) {
    const schema = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as AvroSchema;
    schemas.set(schema.name, schema);
  }
  return schemas;
};

export const fullName = (schema: AvroSchema): string =>
  schema.namespace ? `${schema.namespace}.${schema.name}` : schema.name;

/** TopicRecordNameStrategy: several event types share a topic, each type evolves under its own subject. */
export const subjectFor = (topic: string, schema: AvroSchema): string => `${topic}-${fullName(schema)}`;
