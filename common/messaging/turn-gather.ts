/**
 * Hands everything added within one turn of the event loop to `flush` at once, and settles each add as
 * that flush settles. A client that hands a fetch's partitions over side by side (kafkajs with
 * `partitionsConsumedConcurrently` at least their number) does so within one turn, so the fetch comes out
 * whole; one that hands them over one by one loses a turn a partition and nothing else.
 */
export const turnGather = <T>(flush: (items: readonly T[]) => Promise<void>): ((item: T) => Promise<void>) => {
  let open: { items: T[]; flushed: Promise<void> } | null = null;
  return (item) => {
    if (open === null) {
      const items: T[] = [];
      const flushed = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // Closed before the flush begins: what comes while it runs gathers for the next one.
        open = null;
        return flush(items);
      });
      open = { items, flushed };
    }
    open.items.push(item);
    return open.flushed;
  };
};
