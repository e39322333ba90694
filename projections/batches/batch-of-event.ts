import type { AnyEvent } from '../../common/events';
import { isBatchEvent, type BatchEvent } from '../../domain/batches';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';

/**
 * The batch an event belongs to, or null. Batch events name it; a batch item's job events carry it as
 * their message key (`jobEventKey`), where an ordinary job's events are keyed by their own jobId.
 */
export const batchOfEvent = (
  event: AnyEvent,
  key: string | null,
): { batchId: string; event: BatchEvent | JobEvent } | null => {
  if (isBatchEvent(event)) return { batchId: event.data.batchId, event };
  if (!(JOB_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const jobEvent = event as JobEvent;
  if (key === null || key === jobEvent.data.jobId) return null;
  return { batchId: key, event: jobEvent };
};
