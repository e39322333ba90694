import { JOB_ID_HEADER, type AnyEvent, type EventCodec } from '../../common/events';
import { UndecodableMessageError } from '../../common/errors';
import type { Logger } from '../../common/logging';
import type { DeliveryContext, IncomingMessage, MessageBus, Subscription } from '../../common/messaging';
import { handleWithRetries } from '../../common/messaging/consumer-failures';
import { isRetriable, type RetryPolicy } from '../../common/retry';
import type { Offsets } from '../../common/messaging';

/** A projection's consumer handler: what its live projector runs for every event of the topic. */
export type ProjectionHandler = (event: AnyEvent, message: IncomingMessage) => Promise<void>;

export type ReplayDeps = Readonly<{
  bus: MessageBus;
  codec: EventCodec;
  topic: string;
  /** A group of its own, new: it starts at the beginning of the topic. */
  groupId: string;
  partitionsConcurrently: number;
  /** Events of different jobs of one partition handled side by side, as the projection's live projector does (absent: one at a time). */
  jobsConcurrently?: number;
  /**
   * Where the events this projection may see end (a decider's consumer position): messages from there on
   * are passed over, never applied. Absent: every event is applied, however far the topic has grown.
   */
  limit?: Offsets;
  retry: RetryPolicy;
  logger: Logger;
}>;

/** A message the replay gave up on, as the live consumers give up on it (docs/dead-letters.md): not an event, or refused by the handler. */
export type SkippedMessage = Readonly<{
  partition: number;
  offset: number;
  failure: 'undecodable' | 'permanent';
  error: string;
}>;

export type ReplayState = Readonly<{
  events: number;
  passedOver: number;
  skipped: readonly SkippedMessage[];
  positions: Offsets;
  target: Offsets;
}>;

/** How often a message held during a pause wakes up to tell the broker its consumer is alive. */
const HOLD_HEARTBEAT_MS = 2_000;

/**
 * Reads a topic from its beginning through a projection's handler, and says when it has reached a
 * target. It can be paused (messages wait, for the short time collections are switched) and go on with
 * another handler. Messages are never held for long: kafkajs fetches again only when every message of
 * the last fetch is done, so a message held until another partition moves on would stop them all.
 */
export class Replay {
  private target: Offsets = new Map();
  private readonly positions = new Map<number, number>();
  private readonly skipped: SkippedMessage[] = [];
  private events = 0;
  private passedOver = 0;
  private paused = false;
  private stopped = false;

  /** Read through a call: stop() may run while a message is awaited, which a narrowed property would hide. */
  private hasStopped(): boolean {
    return this.stopped;
  }
  private inFlight = 0;
  private wake: () => void = () => undefined;
  private changed = this.nextChange();
  private readonly abort = new AbortController();
  private subscription: Subscription | null = null;

  private constructor(
    private readonly deps: ReplayDeps,
    private handler: ProjectionHandler,
  ) {}

  static async start(deps: ReplayDeps, handler: ProjectionHandler): Promise<Replay> {
    const replay = new Replay(deps, handler);
    replay.subscription = await deps.bus.subscribe({
      groupId: deps.groupId,
      topics: [deps.topic],
      partitionsConcurrently: deps.partitionsConcurrently,
      // the live projectors' ordering (EventLog.subscribe): one job's events in order, events about no single job as barriers
      ...(deps.jobsConcurrently === undefined
        ? {}
        : {
            messagesConcurrently: deps.jobsConcurrently,
            orderingKey: (message: IncomingMessage) => message.headers[JOB_ID_HEADER] ?? null,
          }),
      handler: (message, context) => replay.onMessage(message, context),
    });
    return replay;
  }

  /** Reads on until every partition has reached `target`. */
  async reach(target: Offsets): Promise<void> {
    this.target = target;
    this.notify();
    while (!this.reached()) {
      if (this.stopped) throw new Error('The replay was stopped before it reached its target');
      await this.waitForChange(1_000);
    }
  }

  /** Holds every message back and waits for those being handled. */
  async pause(): Promise<void> {
    this.paused = true;
    while (this.inFlight > 0) await this.waitForChange(1_000);
  }

  /** Goes on, with another handler if given (the same projection on other collections). */
  resume(handler: ProjectionHandler = this.handler): void {
    this.handler = handler;
    this.paused = false;
    this.notify();
  }

  state(): ReplayState {
    return {
      events: this.events,
      passedOver: this.passedOver,
      skipped: [...this.skipped],
      positions: new Map(this.positions),
      target: this.target,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.notify();
    await this.subscription?.stop();
  }

  private async onMessage(message: IncomingMessage, context: DeliveryContext): Promise<void> {
    const offset = Number(message.offset);
    while (!this.stopped && this.paused) {
      await this.waitForChange(HOLD_HEARTBEAT_MS);
      await context.heartbeat().catch(() => undefined);
    }
    if (this.stopped) return; // left unread: the replay's group is deleted once it stops
    if (this.deps.limit !== undefined && offset >= (this.deps.limit.get(message.partition) ?? 0)) {
      this.advance(message.partition, offset);
      this.passedOver += 1;
      this.notify();
      return;
    }
    this.inFlight += 1;
    try {
      const handler = this.handler;
      const outcome = await handleWithRetries(async () => handler(await this.decode(message), message), {
        policy: this.deps.retry,
        signal: this.abort.signal,
        heartbeat: context.heartbeat,
        onRetry: (notice) =>
          this.deps.logger.warn(
            { partition: message.partition, offset, kind: notice.kind, attempt: notice.attempt, err: notice.error },
            'rebuild: event failed; trying again',
          ),
      });
      if (outcome.kind === 'gave-up') {
        const error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
        this.skipped.push({ partition: message.partition, offset, failure: outcome.failure, error });
        this.deps.logger.warn(
          { partition: message.partition, offset, failure: outcome.failure, error },
          'rebuild: message skipped, as the live consumers skip it',
        );
      }
      this.advance(message.partition, offset);
      this.events += 1;
    } catch (error) {
      if (!this.hasStopped()) throw error;
    } finally {
      this.inFlight -= 1;
      this.notify();
    }
  }

  /** Never backwards: a bus that handles a partition's keys concurrently may finish its messages out of order. */
  private advance(partition: number, offset: number): void {
    this.positions.set(partition, Math.max(this.positions.get(partition) ?? 0, offset + 1));
  }

  private async decode(message: IncomingMessage): Promise<AnyEvent> {
    try {
      return await this.deps.codec.decode(message.value);
    } catch (error) {
      throw isRetriable(error) ? error : new UndecodableMessageError(error);
    }
  }

  private reached(): boolean {
    for (const [partition, end] of this.target) if ((this.positions.get(partition) ?? 0) < end) return false;
    return true;
  }

  private nextChange(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }

  private notify(): void {
    this.wake();
    this.changed = this.nextChange();
  }

  private waitForChange(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      void this.changed.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
