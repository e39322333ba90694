import { retry, type RetryPolicy, type RetryVerdict } from '../../retry';
import { classifyFailure } from './classify-failure';

/** Waits `ms`, or less when the signal aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export type RetryNotice = Readonly<{
  kind: 'transient' | 'permanent';
  attempt: number;
  delayMs: number;
  error: unknown;
}>;

export type RetryDeps = Readonly<{
  /** `maxAttempts`: tries of a message whose handler fails for a reason other than an outage, before it is given up. */
  policy: RetryPolicy;
  /** Aborted when the subscription stops: the message is then left unhandled, for the next consumer. */
  signal: AbortSignal;
  heartbeat: () => Promise<void>;
  onRetry: (notice: RetryNotice) => void;
  sleep?: Sleep;
}>;

export type HandlingOutcome =
  | Readonly<{ kind: 'handled'; attempts: number }>
  | Readonly<{ kind: 'gave-up'; failure: 'undecodable' | 'permanent'; error: unknown; attempts: number }>;

/** Long waits are cut into slices with a heartbeat after each, well inside kafkajs's 30 s session timeout. */
const HEARTBEAT_EVERY_MS = 2_000;

/** An outage is waited out; an undecodable message is given up at once; anything else counts against `maxAttempts`. */
const consumerVerdict = (error: unknown): RetryVerdict => {
  const kind = classifyFailure(error);
  return kind === 'transient' ? 'wait-out' : kind === 'undecodable' ? 'give-up' : 'retry';
};

/** A failure of the wait itself (the subscription stopped, a heartbeat failed): the message goes back unhandled. */
class LeftUnhandled extends Error {
  constructor(readonly error: unknown) {
    super('left unhandled', { cause: error });
  }
}

/**
 * Runs one message's handling until it passes or is given up (the one retry loop, common/retry). An
 * outage is waited out for as long as it lasts (the partition waits, nothing is skipped); an undecodable
 * message is given up at once; any other failure after `maxAttempts` tries.
 */
export const handleWithRetries = async (handle: () => Promise<void>, deps: RetryDeps): Promise<HandlingOutcome> => {
  let attempts = 0;
  try {
    await retry(
      async (attempt) => {
        attempts = attempt;
        await handle();
      },
      {
        policy: deps.policy,
        classify: consumerVerdict,
        onRetry: ({ verdict, attempt, delayMs, error }) => {
          deps.onRetry({ kind: verdict === 'wait-out' ? 'transient' : 'permanent', attempt, delayMs, error });
        },
        wait: async (ms, lastError) => {
          try {
            await waitAlive(ms, deps, lastError);
          } catch (error) {
            throw new LeftUnhandled(error);
          }
        },
      },
    );
    return { kind: 'handled', attempts };
  } catch (error) {
    if (error instanceof LeftUnhandled) throw error.error;
    const failure = classifyFailure(error);
    if (failure === 'transient') throw error;
    return { kind: 'gave-up', failure, error, attempts };
  }
};

const waitAlive = async (ms: number, deps: RetryDeps, lastError: unknown): Promise<void> => {
  const sleep = deps.sleep ?? abortableSleep;
  // Read through a call: the signal may abort while the sleep is awaited, which a narrowed property would hide.
  const aborted = (): boolean => deps.signal.aborted;
  for (let left = ms; left > 0 && !aborted(); left -= HEARTBEAT_EVERY_MS) {
    await sleep(Math.min(left, HEARTBEAT_EVERY_MS), deps.signal);
    // A failed heartbeat (the group is rebalancing) propagates: the message goes back unhandled.
    if (!aborted()) await deps.heartbeat();
  }
  if (aborted()) throw lastError;
};

const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
