import { backoffDelay, type Backoff } from './backoff';
import { classifyFailure } from './classify-failure';

export type RetryPolicy = Readonly<{
  /** Tries of a message whose handler fails for a reason other than an outage, before it is given up. */
  maxAttempts: number;
  backoff: Backoff;
}>;

/** Waits `ms`, or less when the signal aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export type RetryNotice = Readonly<{
  kind: 'transient' | 'permanent';
  attempt: number;
  delayMs: number;
  error: unknown;
}>;

export type RetryDeps = Readonly<{
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

/**
 * Runs one message's handling until it passes or is given up. An outage is waited out for as long as it
 * lasts (the partition waits, nothing is skipped); an undecodable message is given up at once; any other
 * failure after `maxAttempts` tries.
 */
export const handleWithRetries = async (handle: () => Promise<void>, deps: RetryDeps): Promise<HandlingOutcome> => {
  const failures = { transient: 0, permanent: 0 };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle();
      return { kind: 'handled', attempts: attempt };
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'undecodable') return { kind: 'gave-up', failure: kind, error, attempts: attempt };
      failures[kind] += 1;
      if (kind === 'permanent' && failures.permanent >= deps.policy.maxAttempts)
        return { kind: 'gave-up', failure: kind, error, attempts: attempt };
      const delayMs = backoffDelay(deps.policy.backoff, failures[kind]);
      deps.onRetry({ kind, attempt, delayMs, error });
      await waitAlive(delayMs, deps, error);
    }
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
