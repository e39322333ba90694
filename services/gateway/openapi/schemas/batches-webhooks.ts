import { Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { BATCH_CONCURRENCY, CallerMetadataSchema, JobTypeSchema } from '../../../../contracts';

const BatchStatus = Type.Union(['processing', 'completed', 'completed_with_errors', 'cancelled'].map((value) => Type.Literal(value)));
const ItemStatus = Type.Union(['queued', 'processing', 'completed', 'failed', 'cancelled'].map((value) => Type.Literal(value)));

export const BatchAcceptedResponse = Type.Object(
  { batchId: Type.String(), tenantId: Type.String(), totalItems: Type.Integer(), status: Type.Literal('processing'), createdAt: Type.String({ format: 'date-time' }), pollUrl: Type.String({ format: 'uri' }) },
  { $id: 'BatchAcceptedResponse', additionalProperties: false },
);

export const BatchRecord = Type.Object(
  {
    batchId: Type.String(),
    tenantId: Type.String(),
    batchType: JobTypeSchema,
    status: BatchStatus,
    totalItems: Type.Integer(),
    counts: Type.Object({ queued: Type.Integer(), processing: Type.Integer(), completed: Type.Integer(), failed: Type.Integer(), cancelled: Type.Integer() }, { additionalProperties: false }),
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent of items finished' }),
    concurrencyLimit: Type.Integer({ minimum: BATCH_CONCURRENCY.min, maximum: BATCH_CONCURRENCY.max }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    completedAt: Nullable(Type.String({ format: 'date-time' })),
    webhookUrl: Nullable(Type.String()),
    metadata: Nullable(CallerMetadataSchema),
  },
  { $id: 'BatchRecord', additionalProperties: false },
);

export const BatchItemList = Type.Object(
  {
    batchId: Type.String(),
    items: Type.Array(Type.Object({ index: Type.Integer(), jobId: Type.String(), status: ItemStatus, error: Nullable(Type.String()) }, { additionalProperties: false })),
    nextCursor: Nullable(Type.String({ description: 'pass as cursor for the next page' })),
  },
  { $id: 'BatchItemList', additionalProperties: false },
);

export const WebhookDelivery = Type.Object(
  {
    deliveryId: Type.String({ description: 'the webhook-id header, the same on every attempt' }),
    type: Type.Union(['job.completed', 'job.failed', 'job.reviewed', 'batch.progress', 'batch.completed'].map((value) => Type.Literal(value))),
    url: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
    jobId: Nullable(Type.String()),
    batchId: Nullable(Type.String()),
    eventId: Type.String(),
    attempts: Type.Array(
      Type.Object({ attempt: Type.Integer(), at: Type.String({ format: 'date-time' }), statusCode: Nullable(Type.Integer()), latencyMs: Type.Integer(), error: Nullable(Type.String()) }, { additionalProperties: false }),
    ),
    nextAttemptAt: Nullable(Type.String({ format: 'date-time' })),
    lastError: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    deliveredAt: Nullable(Type.String({ format: 'date-time' })),
    payload: Type.Object({ type: Type.String(), timestamp: Type.String({ format: 'date-time' }), data: Type.Unknown() }),
  },
  { $id: 'WebhookDelivery', additionalProperties: false },
);

export const WebhookDeliveryList = Type.Object({ deliveries: Type.Array(Type.Ref('WebhookDelivery')), nextCursor: Nullable(Type.String()) }, { $id: 'WebhookDeliveryList', additionalProperties: false });

export const RotatedWebhookSecret = Type.Object(
  { tenantId: Type.String(), webhookSecret: Type.String({ description: 'whsec_…, shown only here' }), previousSecretValidUntil: Type.String({ format: 'date-time' }) },
  { $id: 'RotatedWebhookSecret', additionalProperties: false },
);
