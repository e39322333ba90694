import { Type } from '@sinclair/typebox';

/** A bound on the caller's metadata: it travels in every event and webhook of its job or batch. */
export const MAX_METADATA_BYTES = 16_384;

/** The caller's `metadata`, as requests send it and answers and webhooks return it. */
export const CallerMetadataSchema = Type.Record(Type.String(), Type.Unknown(), {
  description: `any JSON object of the caller's, up to ${MAX_METADATA_BYTES} bytes of JSON, returned unchanged with its job or batch`,
});
export type CallerMetadata = Record<string, unknown>;

/**
 * How events and stored records carry the caller's metadata: as JSON text, because its keys are
 * free-form and Avro (like a fixed document shape) needs fields named in advance. Absent is null.
 */
export const metadataJsonOf = (metadata: Readonly<CallerMetadata> | null | undefined): string | null =>
  metadata === undefined || metadata === null ? null : JSON.stringify(metadata);

export const metadataOf = (metadataJson: string | null): CallerMetadata | null =>
  metadataJson === null ? null : (JSON.parse(metadataJson) as CallerMetadata);
