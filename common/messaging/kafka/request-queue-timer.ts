/** The part of kafkajs's per-connection request queue that the fix below touches. */
type RequestQueueInternals = {
  pending: unknown[];
  scheduleCheckPendingRequests: (this: RequestQueueInternals) => void;
};

const FIXED = Symbol.for('receipt-audit.kafkajs.request-queue-timer');

/**
 * kafkajs 2.2.4 keeps one request queue a broker connection, and after every request it arms a timer for
 * the queue's next check even when no request waits: with nothing throttled the delay is negative, so
 * each connection a process has used runs a 1 ms timer loop for the rest of its life (kafkajs issues
 * #1556 and #1704; the fixes proposed there were never released). The all-in-one process spent 53–65 ms
 * of CPU a second on its one thread while idle, and 22–30 without it (docs/scaling.md, 2 December).
 *
 * Here a check is armed only when a request waits. Every case the timer exists for is kept: a request
 * held back by a throttle or by a full flight is queued by `push`, which arms the check with it pending,
 * and every answer checks the queue itself (`fulfillRequest`).
 *
 * Applied to kafkajs's queue class once a process, before any client is built (a second call does nothing);
 * a kafkajs whose queue has another shape is left as it is, and the spec beside this file fails on it, so
 * an upgrade is seen.
 */
export const withoutIdleRequestTimers = (RequestQueue: unknown = loadRequestQueue()): void => {
  const prototype = requestQueuePrototype(RequestQueue);
  if (prototype === null || FIXED in prototype) return;
  const armCheck = prototype.scheduleCheckPendingRequests;
  prototype.scheduleCheckPendingRequests = function (this: RequestQueueInternals) {
    if (this.pending.length > 0) armCheck.call(this);
  };
  Object.defineProperty(prototype, FIXED, { value: true });
};

const loadRequestQueue = (): unknown => {
  try {
    // kafkajs exports no request queue; its module is reached by path, as its own files reach it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('kafkajs/src/network/requestQueue');
  } catch {
    return null;
  }
};

const requestQueuePrototype = (RequestQueue: unknown): (RequestQueueInternals & { [FIXED]?: true }) | null => {
  const prototype = (RequestQueue as { prototype?: Partial<RequestQueueInternals> } | null)?.prototype;
  return typeof prototype?.scheduleCheckPendingRequests === 'function' ? (prototype as RequestQueueInternals) : null;
};
