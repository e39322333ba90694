import { type BackoffOptions, pollWithBackoff } from './backoff';
import { type ReceiptAuditClient, type Schemas, unwrap } from './client';

export type Batch = Schemas['BatchRecord'];
export type BatchItem = Schemas['BatchItemList']['items'][number];

export type SubmitBatchOptions = Readonly<{
  /** 1 to 50 items processing at once (default 20). */
  concurrencyLimit?: number;
  /** Makes a retried submission answer the first batch instead of creating another. */
  idempotencyKey?: string;
}>;

/** `POST /v1/batches`: answers the accepted batch (its batchId and pollUrl). */
export const submitBatch = async (
  client: ReceiptAuditClient,
  body: Schemas['BatchRequest'],
  options: SubmitBatchOptions = {},
): Promise<Schemas['BatchAcceptedResponse']> =>
  unwrap(
    await client.POST('/v1/batches', {
      body,
      params: {
        query: options.concurrencyLimit === undefined ? {} : { concurrencyLimit: options.concurrencyLimit },
        header: options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey },
      },
    }),
  );

export type WaitForBatchOptions = BackoffOptions &
  Readonly<{
    /** Called after every read with the batch as it stands: counts, progress, status. */
    onProgress?: (batch: Batch) => void;
  }>;

const ended = (batch: Batch): boolean =>
  batch.status === 'completed' ||
  batch.status === 'completed_with_errors' ||
  (batch.status === 'cancelled' && batch.completedAt !== null);

/** Polls `GET /v1/batches/{batchId}` with backoff until every item is final, reporting progress on the way. */
export const waitForBatch = (
  client: ReceiptAuditClient,
  batchId: string,
  options: WaitForBatchOptions = {},
): Promise<Batch> =>
  pollWithBackoff(
    async () => {
      const batch = unwrap(await client.GET('/v1/batches/{batchId}', { params: { path: { batchId } } }));
      options.onProgress?.(batch);
      return batch;
    },
    ended,
    { maxDelayMs: 2_000, ...options },
  );

/** Every item of a batch in index order, page after page. */
export async function* batchItems(client: ReceiptAuditClient, batchId: string): AsyncGenerator<BatchItem> {
  let cursor: string | undefined;
  do {
    const page = unwrap(
      await client.GET('/v1/batches/{batchId}/items', {
        params: { path: { batchId }, query: { limit: 1000, ...(cursor === undefined ? {} : { cursor }) } },
      }),
    );
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
