export * from './avro-registry-codec';
export * from './schema-files';
