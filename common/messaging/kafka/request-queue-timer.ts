import { loadInternalModule, patchOnce } from '../../dependency-patches';

/** The part of kafkajs's per-connection request queue that the fix below touches. */
type RequestQueueInternals = {
  pending: unknown[];
  scheduleCheckPendingRequests: (this: RequestQueueInternals) => void;
};

/**
 * kafkajs 2.2.4 keeps one request queue a broker connection, and after every request it arms a timer for
 * the queue's next check even when no request waits: with nothing throttled the delay is negative, so
 * each connection a process has used runs a 1 ms timer loop for the rest of its life (kafkajs issues
 * #1556 and #1704; the fixes proposed there were never released). The all-in-one process spent 53–65 ms
 * of CPU a second on its one thread while idle, and 22–30 without it (docs/scaling-log.md, 2 December).
 *
 * Here a check is armed only when a request waits. Every case the timer exists for is kept: a request
 * held back by a throttle or by a full flight is queued by `push`, which arms the check with it pending,
 * and every answer checks the queue itself (`fulfillRequest`).
 *
 * Applied to kafkajs's queue class once a process, before any client is built (a second call does nothing);
 * a kafkajs whose queue has another shape is left as it is, and the spec beside this file fails on it, so
 * an upgrade is seen.
 */
export const withoutIdleRequestTimers = (
  // kafkajs exports no request queue; its module is reached by path, as its own files reach it.
  RequestQueue: unknown = loadInternalModule('kafkajs/src/network/requestQueue'),
): void => {
  patchOnce('kafkajs.request-queue-timer', requestQueuePrototype(RequestQueue), (prototype) => {
    const armCheck = prototype.scheduleCheckPendingRequests;
    prototype.scheduleCheckPendingRequests = function (this: RequestQueueInternals) {
      if (this.pending.length > 0) armCheck.call(this);
    };
  });
};

const requestQueuePrototype = (RequestQueue: unknown): RequestQueueInternals | null => {
  const prototype = (RequestQueue as { prototype?: Partial<RequestQueueInternals> } | null)?.prototype;
  return typeof prototype?.scheduleCheckPendingRequests === 'function' ? (prototype as RequestQueueInternals) : null;
};
