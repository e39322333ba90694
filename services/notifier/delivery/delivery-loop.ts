import type { Logger } from '../../../common/logging';
import type { Delivery } from '../../../domain/webhooks';
import type { DeliveriesStore } from '../../../projections/webhook-deliveries';
import { attemptDelivery, type AttemptDeps } from './attempt-delivery';

export type LoopOptions = Readonly<{ pollMs: number; concurrency: number; perUrlConcurrency: number; leaseMs: number }>;

const DUE_BATCH = 200;

/** Deliveries to one receiver share a lane: a slow or dead receiver fills its own lane, never the others'. */
const laneOf = (delivery: Delivery): string => {
  try {
    return `${delivery.tenantId} ${new URL(delivery.url).origin}`;
  } catch {
    return `${delivery.tenantId} ${delivery.url}`;
  }
};

/**
 * Sends due deliveries: new ones as soon as they are offered, retries when the delivery log says they
 * are due (searched every `pollMs`). At most `concurrency` requests in flight, `perUrlConcurrency` per
 * receiver; each attempt is claimed first, so several notifier processes never send it twice.
 */
export class DeliveryLoop {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly lanes = new Map<string, number>();
  private readonly offered: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  /** `again` and `stopped` change while a round awaits (a wake-up, a stop): read them afresh. */
  private wantsAnotherRound(): boolean {
    return this.again && !this.stopped;
  }
  private lastScan = 0;
  private stopped = false;

  constructor(
    private readonly deps: AttemptDeps & Readonly<{ store: DeliveriesStore; logger: Logger }>,
    private readonly options: LoopOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.kick();
    }, this.options.pollMs);
    this.kick();
  }

  /** New deliveries: tried at once, without waiting for the next search of the log. */
  offer(deliveries: readonly Delivery[]): void {
    for (const delivery of deliveries) this.offered.push(delivery.deliveryId);
    if (deliveries.length > 0) this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
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
      } finally {
        this.running = null;
      }
    })();
  }

  private async tick(): Promise<void> {
    const now = this.deps.now();
    const ids = this.offered.splice(0);
    if (now.getTime() - this.lastScan >= this.options.pollMs) {
      this.lastScan = now.getTime();
      ids.push(...(await this.deps.store.due(now, DUE_BATCH)));
    }
    for (const id of new Set(ids)) {
      if (this.stopped || this.inFlight.size >= this.options.concurrency) return; // the rest stays due: found on the next search
      if (this.inFlight.has(id)) continue;
      const delivery = await this.deps.store.get(id);
      if (delivery === null || delivery.status !== 'pending') continue;
      const lane = laneOf(delivery);
      if ((this.lanes.get(lane) ?? 0) >= this.options.perUrlConcurrency) continue;
      if (!(await this.deps.store.claim(id, now, new Date(now.getTime() + this.options.leaseMs)))) continue;
      this.lanes.set(lane, (this.lanes.get(lane) ?? 0) + 1);
      const sending = attemptDelivery(this.deps, delivery)
        .then(
          () => undefined,
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
          this.kick(); // a free slot: a delivery skipped for lack of one may go now
        });
      this.inFlight.set(id, sending);
    }
  }
}
