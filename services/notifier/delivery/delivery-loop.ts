import type { Logger } from '../../../common/logging';
import type { Delivery } from '../../../domain/webhooks';
import type { DeliveriesStore } from '../../../projections/webhook-deliveries';
import { runWhenDue, type WhenDue } from '../../runtime';
import { attemptDelivery, type AttemptDeps } from './attempt-delivery';

export type LoopOptions = Readonly<{
  /** The longest the delivery log goes unsearched: what another process made due (a retry by hand, a lapsed lease) waits at most this. */
  pollMs: number;
  concurrency: number;
  perUrlConcurrency: number;
  leaseMs: number;
}>;

const DUE_BATCH = 200;
/** Never more than one search of the delivery log a second, however many retries fall due. */
const SEARCH_MIN_GAP_MS = 1_000;

/** Deliveries to one receiver share a lane: a slow or dead receiver fills its own lane, never the others'. */
const laneOf = (delivery: Delivery): string => {
  try {
    return `${delivery.tenantId} ${new URL(delivery.url).origin}`;
  } catch {
    return `${delivery.tenantId} ${delivery.url}`;
  }
};

/**
 * Sends due deliveries: new ones as soon as they are offered, retries when they fall due. The delivery
 * log is searched when the earliest retry it holds is due (a retry this loop schedules wakes the
 * search for its time), and at least every `pollMs` for what other processes made due. At most
 * `concurrency` requests in flight, `perUrlConcurrency` per receiver; each attempt is claimed first, so
 * several notifier processes never send it twice.
 */
export class DeliveryLoop {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly lanes = new Map<string, number>();
  private readonly offered: string[] = [];
  private search: WhenDue | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  /** `again` and `stopped` change while a round awaits (a wake-up, a stop): read them afresh. */
  private wantsAnotherRound(): boolean {
    return this.again && !this.stopped;
  }
  private stopped = false;

  constructor(
    private readonly deps: AttemptDeps & Readonly<{ store: DeliveriesStore; logger: Logger }>,
    private readonly options: LoopOptions,
  ) {}

  start(): void {
    this.search = runWhenDue(
      'webhook delivery search',
      { minGapMs: SEARCH_MIN_GAP_MS, maxIdleMs: this.options.pollMs },
      () => this.searchDue(),
      this.deps.logger,
      () => this.deps.now().getTime(),
    );
  }

  /** New deliveries: tried at once, without waiting for the next search of the log. */
  offer(deliveries: readonly Delivery[]): void {
    for (const delivery of deliveries) this.offered.push(delivery.deliveryId);
    if (deliveries.length > 0) this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.search?.stop();
    await this.running;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running !== null) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.tick();
        } while (this.wantsAnotherRound());
      } catch (error) {
        this.deps.logger.warn({ err: error }, 'webhook delivery loop: a round failed; trying again shortly');
        this.leftDue(); // what the round held is still on the due list
      } finally {
        this.running = null;
      }
    })();
  }

  /** One search of the delivery log: what is due goes to the next round; the answer is when to search again. */
  private async searchDue(): Promise<Date | null> {
    const now = this.deps.now();
    const due = await this.deps.store.due(now, DUE_BATCH);
    this.offered.push(...due);
    if (due.length > 0) this.kick();
    if (due.length === DUE_BATCH) return now; // more waiting than one search takes
    return this.deps.store.nextDueAt(now);
  }

  /** A delivery left due (no free slot for it, a failed round): the next search, as soon as searches may be, finds it again. */
  private leftDue(): void {
    this.search?.wakeBy(this.deps.now());
  }

  private async tick(): Promise<void> {
    const now = this.deps.now();
    const ids = this.offered.splice(0);
    for (const id of new Set(ids)) {
      if (this.stopped) return;
      if (this.inFlight.size >= this.options.concurrency) {
        this.leftDue();
        return;
      }
      if (this.inFlight.has(id)) continue;
      const delivery = await this.deps.store.get(id);
      if (delivery === null || delivery.status !== 'pending') {
        // Else an entry left by a half-recorded attempt is found at every search, ahead of the retries due.
        await this.deps.store.dropDue(id, now);
        continue;
      }
      const lane = laneOf(delivery);
      if ((this.lanes.get(lane) ?? 0) >= this.options.perUrlConcurrency) {
        this.leftDue();
        continue;
      }
      if (!(await this.deps.store.claim(id, now, new Date(now.getTime() + this.options.leaseMs)))) continue;
      this.lanes.set(lane, (this.lanes.get(lane) ?? 0) + 1);
      const sending = attemptDelivery(this.deps, delivery)
        .then(
          (next) => {
            if (next.status === 'pending' && next.nextAttemptAt !== null)
              this.search?.wakeBy(new Date(next.nextAttemptAt));
          },
          (error: unknown) => {
            this.deps.logger.warn(
              { err: error, deliveryId: id },
              'webhook attempt could not be recorded; it will be tried again',
            );
          },
        )
        .finally(() => {
          this.inFlight.delete(id);
          const left = (this.lanes.get(lane) ?? 1) - 1;
          if (left <= 0) this.lanes.delete(lane);
          else this.lanes.set(lane, left);
        });
      this.inFlight.set(id, sending);
    }
  }
}
