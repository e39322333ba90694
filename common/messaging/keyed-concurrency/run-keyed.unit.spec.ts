import { runKeyed } from './run-keyed';

/** `after`: offsets whose handling must finish before this one's does, however slow the machine. */
type Message = { offset: number; key: string | null; ms: number; fail?: boolean; skip?: boolean; after?: number[] };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const run = async (messages: Message[], concurrency: number) => {
  const started: number[] = [];
  const finished: number[] = [];
  const committed: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const outcome = runKeyed(messages, {
    concurrency,
    keyOf: (message) => message.key,
    skips: (message) => message.skip === true,
    handle: async (message) => {
      started.push(message.offset);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await sleep(message.ms);
      while (message.after?.some((offset) => !finished.includes(offset))) await sleep(1);
      inFlight -= 1;
      if (message.fail) throw new Error(`failed ${message.offset}`);
      finished.push(message.offset);
    },
    onDone: (message) => committed.push(message.offset),
  });
  const error = await outcome.then(
    () => null,
    (caught: unknown) => caught as Error,
  );
  return { started, finished, committed, maxInFlight, error };
};

describe('runKeyed', () => {
  it('runs different keys side by side, up to the concurrency, and commits in offset order', async () => {
    const messages = [0, 1, 2, 3, 4, 5].map((offset) => ({
      offset,
      key: `job${offset}`,
      ms: 5,
      ...(offset === 0 ? { after: [1, 2, 3, 4, 5] } : {}),
    }));
    const { finished, committed, maxInFlight } = await run(messages, 3);
    expect(maxInFlight).toBe(3);
    expect(finished[finished.length - 1]).toBe(0); // the slow first one finished last
    expect(committed).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("keeps one key's messages in order", async () => {
    const messages = [
      { offset: 0, key: 'a', ms: 20 },
      { offset: 1, key: 'b', ms: 1 },
      { offset: 2, key: 'a', ms: 1 },
    ];
    const { finished } = await run(messages, 5);
    expect(finished.indexOf(0)).toBeLessThan(finished.indexOf(2));
    expect(finished[0]).toBe(1);
  });

  it('treats a message without a key as a barrier between what comes before and after it', async () => {
    const messages = [
      { offset: 0, key: 'a', ms: 20 },
      { offset: 1, key: null, ms: 5 },
      { offset: 2, key: 'b', ms: 1 },
    ];
    const { finished, started } = await run(messages, 5);
    expect(finished).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
  });

  it('passes over a skipped message without handling it or waiting, and commits it in its place', async () => {
    const messages = [
      { offset: 0, key: 'a', ms: 30 },
      { offset: 1, key: null, ms: 1, skip: true },
      { offset: 2, key: 'b', ms: 1 },
    ];
    const { finished, started, committed } = await run(messages, 5);
    expect(started).toEqual([0, 2]); // the skipped barrier held nothing up
    expect(finished).toEqual([2, 0]);
    expect(committed).toEqual([0, 1, 2]);
  });

  it('on a failure commits only the unbroken done prefix, starts nothing new, and throws', async () => {
    const messages = [
      { offset: 0, key: 'a', ms: 1 },
      { offset: 1, key: 'b', ms: 5, fail: true },
      { offset: 2, key: 'c', ms: 30 },
      { offset: 3, key: 'b', ms: 1 },
      { offset: 4, key: 'd', ms: 1 },
    ];
    const { committed, started, finished, error } = await run(messages, 2);
    expect(error?.message).toBe('failed 1');
    expect(committed).toEqual([0]);
    expect({ started, finished }).toEqual({ started: [0, 1, 2], finished: [0, 2] }); // what was running finished, nothing started after the failure
  });
});
