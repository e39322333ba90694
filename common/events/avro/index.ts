export * from './avro-registry-codec';
export * from './event-schemas';
