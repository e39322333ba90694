/**
 * Times every call of an object's asynchronous method, in place: the benchmark wraps the gateway's two
 * writes (the event log's append and the accepted record) after the services start, so that it can say
 * where a request waits without any timing code in the services themselves. A call that fails is timed
 * too (an answer is still waited for), and its error passes through unchanged.
 */
export const timeCalls = <K extends string>(
  target: Record<K, (...args: never[]) => Promise<unknown>>,
  method: K,
  now: () => number = () => performance.now(),
): { durationsMs: number[] } => {
  const timings = { durationsMs: [] as number[] };
  const original = target[method].bind(target) as (...args: unknown[]) => Promise<unknown>;
  const timed = async (...args: unknown[]): Promise<unknown> => {
    const started = now();
    try {
      return await original(...args);
    } finally {
      timings.durationsMs.push(now() - started);
    }
  };
  target[method] = timed;
  return timings;
};
