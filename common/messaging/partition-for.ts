import { createHash } from 'node:crypto';

/** Stable key → partition mapping for the in-memory adapter (Kafka uses murmur2; any stable hash will do here). */
export const partitionFor = (key: string, partitions: number): number =>
  createHash('md5').update(key).digest().readUInt32BE(0) % partitions;
