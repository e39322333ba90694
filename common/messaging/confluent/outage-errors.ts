/**
 * librdkafka's codes for a broker that could not be reached, went away or did not answer in time: local
 * codes (negative) and the broker's own retriable ones. The KafkaJS layer marks few errors `retriable`
 * (a publish that timed out in an outage is not), while the project's one classifier (common/retry) goes
 * by that mark; this adapter sets it, so an outage waits as it does on kafkajs instead of being called a
 * bad message.
 */
const OUTAGE_CODES = new Set([
  -197, // ERR__DESTROY: the client is closing under the request
  -195, // ERR__TRANSPORT
  -193, // ERR__RESOLVE
  -192, // ERR__MSG_TIMED_OUT
  -187, // ERR__ALL_BROKERS_DOWN
  -185, // ERR__TIMED_OUT
  -180, // ERR__WAIT_COORD
  -166, // ERR__TIMED_OUT_QUEUE
  5, // ERR_LEADER_NOT_AVAILABLE
  6, // ERR_NOT_LEADER_FOR_PARTITION
  7, // ERR_REQUEST_TIMED_OUT
  8, // ERR_BROKER_NOT_AVAILABLE
  13, // ERR_NETWORK_EXCEPTION
  14, // ERR_COORDINATOR_LOAD_IN_PROGRESS
  15, // ERR_COORDINATOR_NOT_AVAILABLE
  16, // ERR_NOT_COORDINATOR
  19, // ERR_NOT_ENOUGH_REPLICAS
  20, // ERR_NOT_ENOUGH_REPLICAS_AFTER_APPEND
]);

/** Marks the client's error retriable when its code says the broker was away; anything else is left as it is. */
export const markOutage = (error: unknown): unknown => {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { code?: unknown; retriable?: unknown };
    if (typeof candidate.code === 'number' && OUTAGE_CODES.has(candidate.code)) {
      try {
        candidate.retriable = true;
      } catch {
        return Object.assign(new Error(String((error as { message?: unknown }).message)), {
          cause: error,
          retriable: true,
        });
      }
    }
  }
  return error;
};

/** The same promise, its outage errors marked. */
export const outagesMarked = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw markOutage(error);
  });
