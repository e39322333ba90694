import { createHash } from 'node:crypto';

/** `msg_` and 32 hex characters of SHA-256(eventId, url): stable across retries and redeliveries, free of dots. */
export const deliveryIdFor = (eventId: string, url: string): string =>
  `msg_${createHash('sha256').update(`${eventId}\n${url}`).digest('hex').slice(0, 32)}`;
