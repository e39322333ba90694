export type KeyedRunOptions<M> = Readonly<{
  /** How many messages may be in the handler at the same moment. */
  concurrency: number;
  /**
   * Messages with the same key are handled one after the other, in their order. A null key is a
   * barrier: it waits for everything before it and nothing after it starts until it is done.
   */
  keyOf: (message: M) => string | null;
  /** Messages passed over unhandled: done at once, waiting for nothing and holding up nothing. */
  skips?: (message: M) => boolean;
  handle: (message: M) => Promise<void>;
  /** Called in order for each message once it and every message before it are done: safe to commit. */
  onDone: (message: M) => void;
}>;

/**
 * Handles a fetched run of one partition's messages concurrently without breaking the order that
 * matters: the same key's messages stay in sequence, and completion is reported only as an unbroken
 * prefix, so a committed offset never skips an unfinished message. On the first failure nothing new
 * starts; what is running finishes, the done prefix is reported, and the failure is thrown so the
 * rest is delivered again.
 */
export const runKeyed = async <M>(messages: readonly M[], options: KeyedRunOptions<M>): Promise<void> => {
  const done = new Array<boolean>(messages.length).fill(false);
  const lastOfKey = new Map<string, Promise<void>>();
  const running = new Set<Promise<void>>();
  const state: { failure: { error: unknown } | null } = { failure: null };
  let reported = 0;

  const report = () => {
    while (reported < messages.length && done[reported]) options.onDone(messages[reported++]!);
  };
  const settled = (tasks: Iterable<Promise<void>>) => [...tasks].map((task) => task.catch(() => undefined));

  for (const [index, message] of messages.entries()) {
    if (options.skips?.(message) === true) {
      done[index] = true;
      report();
      continue;
    }
    const key = options.keyOf(message);
    const limit = key === null ? 1 : options.concurrency; // a barrier waits until nothing runs
    while (running.size >= limit && state.failure === null) await Promise.race(settled(running));
    if (state.failure !== null) break;
    const before = key === null ? undefined : lastOfKey.get(key);
    const task: Promise<void> = (async () => {
      if (before !== undefined) await before;
      if (state.failure !== null) throw state.failure.error; // a failed predecessor: this one waits for redelivery too
      await options.handle(message);
      done[index] = true;
      report();
    })()
      .catch((error: unknown) => {
        state.failure ??= { error };
        throw error;
      })
      .finally(() => running.delete(task));
    task.catch(() => undefined);
    running.add(task);
    if (key === null) await Promise.all(settled([task]));
    else
      lastOfKey.set(
        key,
        task.catch(() => undefined),
      );
  }
  await Promise.all(settled(running));
  if (state.failure !== null) throw state.failure.error;
};
