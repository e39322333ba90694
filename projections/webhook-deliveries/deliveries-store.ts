import type { Delivery, DeliveryStatus } from '../../domain/webhooks';

/** What a retry by hand did: made the delivery due now, or found an attempt holding it (until its lease ends), or no such delivery. */
export type RetryByHand =
  | Readonly<{ outcome: 'due'; delivery: Delivery }>
  | Readonly<{ outcome: 'in-flight'; leaseUntil: Date }>
  | Readonly<{ outcome: 'missing' }>;

/** Where a page of the log ends: the deliveries after it are older (or as old, with a lower id). */
export type DeliveryPosition = Readonly<{ createdAt: string; deliveryId: string }>;

export type DeliveryQuery = Readonly<{
  tenantId: string;
  jobId: string | null;
  batchId: string | null;
  status: DeliveryStatus | null;
  limit: number;
  before: DeliveryPosition | null;
}>;

/**
 * The webhook delivery log, and beside it the small list of deliveries waiting for an attempt (so
 * finding due work never scans the whole log). A delivery is claimed with a lease before it is sent,
 * so two notifier processes never send the same attempt.
 */
export interface DeliveriesStore {
  ensureIndexes(): Promise<void>;
  /** Records new deliveries as due now; deliveries already recorded (same id) are left as they are. Returns those added. */
  add(deliveries: readonly Delivery[]): Promise<Delivery[]>;
  get(deliveryId: string): Promise<Delivery | null>;
  getForTenant(tenantId: string, deliveryId: string): Promise<Delivery | null>;
  /** Ids of deliveries whose next attempt is due, oldest first. */
  due(now: Date, limit: number): Promise<string[]>;
  /** When the next delivery on the due list falls due after `now` (null: none): when the delivery log is next worth searching. */
  nextDueAt(now: Date): Promise<Date | null>;
  /** Takes the delivery for one attempt until `until`; false when someone else holds it or it is no longer due. */
  claim(deliveryId: string, now: Date, until: Date): Promise<boolean>;
  /**
   * Forgets the due entry of a delivery found no longer pending (an attempt recorded on the log but not on
   * the due list), unless a lease holds it or it fell due after `now`: a retry by hand made since is kept.
   */
  dropDue(deliveryId: string, now: Date): Promise<void>;
  /** Saves the delivery after an attempt; pending ones become due again at their nextAttemptAt. */
  saveAttempt(delivery: Delivery): Promise<void>;
  /**
   * A retry by hand: the delivery becomes pending and due at `now`, and a 410 stop on its URL is lifted.
   * It holds the delivery's lease (until `holdUntil` at most) while it changes it, so no attempt starts
   * from a half-made change; a delivery an attempt holds is left alone (`in-flight`). Its attempts are
   * never rewritten.
   */
  retryByHand(deliveryId: string, now: Date, holdUntil: Date): Promise<RetryByHand>;
  /** The tenant's deliveries, newest first (by `createdAt`, then by id). */
  list(query: DeliveryQuery): Promise<Delivery[]>;
  /** A URL that answered 410 Gone gets no more deliveries for this tenant until a delivery to it is retried by hand. */
  disableUrl(tenantId: string, url: string, at: string): Promise<void>;
  enableUrl(tenantId: string, url: string): Promise<void>;
  isUrlDisabled(tenantId: string, url: string): Promise<boolean>;
  /** Retention: removes the tenant's deliveries created before `before` that are over (delivered or failed); returns how many. */
  purgeFinished(tenantId: string, before: Date): Promise<number>;
}
