import { createHash } from 'node:crypto';

/** `msg_` and 32 hex characters of SHA-256(eventId, url): stable across retries and redeliveries, free of dots. */
export const deliveryIdFor = (eventId: string, url: string): string =>
  `msg_${createHash('sha256').update(`${eventId}\n${url}`).digest('hex').slice(0, 32)}`;

/**
 * What a webhook is about: a job has one outcome, so its final webhook is keyed by the job (a repeated
 * final event, from an attempt started on a stale read, sends nothing new); a batch event by the event.
 */
export const webhookKeyOf = (
  event: Readonly<{ type: string; data: object; metadata: Readonly<{ eventId: string }> }>,
): string => {
  const jobId = (event.data as { jobId?: unknown }).jobId;
  return (event.type === 'JobCompleted' || event.type === 'JobFailed') && typeof jobId === 'string'
    ? `${jobId}:outcome`
    : event.metadata.eventId;
};
