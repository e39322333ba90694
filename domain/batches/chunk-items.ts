import type { BatchItemRequest } from './batch-item';

/**
 * Splits a batch's items into chunks of at most `maxItems` and about `maxBytes` of JSON each, so every
 * BatchItemsAdded stays well below Kafka's 1 MB message limit even for 1,000 large audit claims.
 */
export const chunkItems = (
  items: readonly BatchItemRequest[],
  limits: { maxItems: number; maxBytes: number },
): BatchItemRequest[][] => {
  const chunks: BatchItemRequest[][] = [];
  let current: BatchItemRequest[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item), 'utf8');
    if (current.length > 0 && (current.length >= limits.maxItems || bytes + size > limits.maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};
