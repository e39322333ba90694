import { Type } from '@sinclair/typebox';
import { CallerMetadataSchema } from './caller-metadata';
import { JobTypeSchema } from './job-requests';

/** The most items one batch takes: the API refuses more, and `npm run submit` asks for a split first. */
export const MAX_BATCH_ITEMS = 1_000;

/** `?concurrencyLimit=`: the most items of one batch processing at once, across all workers. */
export const BATCH_CONCURRENCY = { min: 1, max: 50, fallback: 20 } as const;

/** The batch envelope; each item is then checked against the single-job schema of its batchType. */
export const BatchRequestSchema = Type.Object(
  {
    tenantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    batchType: JobTypeSchema,
    webhookUrl: Type.Optional(Type.String({ format: 'uri', maxLength: 2048 })),
    metadata: Type.Optional(CallerMetadataSchema),
    items: Type.Array(Type.Object({}, { additionalProperties: true }), { minItems: 1, maxItems: MAX_BATCH_ITEMS }),
  },
  { additionalProperties: false },
);
