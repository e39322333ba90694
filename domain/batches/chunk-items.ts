import { runsWithin } from '../runs';
import type { BatchItemRequest } from './batch-item';

/**
 * Splits a batch's items into chunks of at most `maxItems` and about `maxBytes` of JSON each, so every
 * BatchItemsAdded stays well below Kafka's 1 MB message limit even for 1,000 large audit claims.
 */
export const chunkItems = (
  items: readonly BatchItemRequest[],
  limits: { maxItems: number; maxBytes: number },
): BatchItemRequest[][] =>
  runsWithin(items, [
    { max: limits.maxItems, weigh: () => 1 },
    { max: limits.maxBytes, weigh: (item) => Buffer.byteLength(JSON.stringify(item), 'utf8') },
  ]);
