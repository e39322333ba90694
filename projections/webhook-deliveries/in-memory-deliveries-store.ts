import type { Delivery } from '../../domain/webhooks';
import type { DeliveriesStore, DeliveryPosition, DeliveryQuery, RetryByHand } from './deliveries-store';

const isBefore = (delivery: Delivery, position: DeliveryPosition | null): boolean =>
  position === null ||
  delivery.createdAt < position.createdAt ||
  (delivery.createdAt === position.createdAt && delivery.deliveryId < position.deliveryId);

export class InMemoryDeliveriesStore implements DeliveriesStore {
  readonly deliveries = new Map<string, Delivery>();
  private readonly dueAt = new Map<string, { at: string; leaseUntil: string }>();
  private readonly disabled = new Set<string>();

  async ensureIndexes(): Promise<void> {}

  async add(deliveries: readonly Delivery[]): Promise<Delivery[]> {
    const added = deliveries.filter((delivery) => !this.deliveries.has(delivery.deliveryId));
    for (const delivery of added) {
      this.deliveries.set(delivery.deliveryId, delivery);
      this.dueAt.set(delivery.deliveryId, { at: delivery.nextAttemptAt ?? delivery.createdAt, leaseUntil: '' });
    }
    return added;
  }

  async get(deliveryId: string): Promise<Delivery | null> {
    return this.deliveries.get(deliveryId) ?? null;
  }

  async getForTenant(tenantId: string, deliveryId: string): Promise<Delivery | null> {
    const delivery = this.deliveries.get(deliveryId);
    return delivery !== undefined && delivery.tenantId === tenantId ? delivery : null;
  }

  async due(now: Date, limit: number): Promise<string[]> {
    return [...this.dueAt.entries()]
      .filter(([, entry]) => entry.at <= now.toISOString())
      .sort((a, b) => a[1].at.localeCompare(b[1].at))
      .slice(0, limit)
      .map(([id]) => id);
  }

  async nextDueAt(now: Date): Promise<Date | null> {
    const later = [...this.dueAt.values()].map((entry) => entry.at).filter((at) => at > now.toISOString());
    return later.length === 0 ? null : new Date(later.sort()[0]!);
  }

  async claim(deliveryId: string, now: Date, until: Date): Promise<boolean> {
    const entry = this.dueAt.get(deliveryId);
    if (entry === undefined || entry.at > now.toISOString() || entry.leaseUntil > now.toISOString()) return false;
    entry.leaseUntil = until.toISOString();
    return true;
  }

  async dropDue(deliveryId: string, now: Date): Promise<void> {
    const entry = this.dueAt.get(deliveryId);
    const at = now.toISOString();
    if (entry !== undefined && entry.at <= at && entry.leaseUntil <= at) this.dueAt.delete(deliveryId);
  }

  async saveAttempt(delivery: Delivery): Promise<void> {
    this.deliveries.set(delivery.deliveryId, delivery);
    if (delivery.status === 'pending' && delivery.nextAttemptAt !== null)
      this.dueAt.set(delivery.deliveryId, { at: delivery.nextAttemptAt, leaseUntil: '' });
    else this.dueAt.delete(delivery.deliveryId);
  }

  /** Nothing runs between its reads and writes here, so it needs no hold. */
  async retryByHand(deliveryId: string, now: Date, _holdUntil?: Date): Promise<RetryByHand> {
    const at = now.toISOString();
    const entry = this.dueAt.get(deliveryId);
    if (entry !== undefined && entry.leaseUntil > at)
      return { outcome: 'in-flight', leaseUntil: new Date(entry.leaseUntil) };
    const delivery = this.deliveries.get(deliveryId);
    if (delivery === undefined) return { outcome: 'missing' };
    const again: Delivery = { ...delivery, status: 'pending', nextAttemptAt: at, updatedAt: at };
    this.deliveries.set(deliveryId, again);
    this.disabled.delete(`${delivery.tenantId} ${delivery.url}`);
    this.dueAt.set(deliveryId, { at, leaseUntil: '' });
    return { outcome: 'due', delivery: again };
  }

  async list(query: DeliveryQuery): Promise<Delivery[]> {
    return [...this.deliveries.values()]
      .filter(
        (d) =>
          d.tenantId === query.tenantId &&
          (query.jobId === null || d.jobId === query.jobId) &&
          (query.batchId === null || d.batchId === query.batchId),
      )
      .filter((d) => (query.status === null || d.status === query.status) && isBefore(d, query.before))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.deliveryId.localeCompare(a.deliveryId))
      .slice(0, query.limit);
  }

  async disableUrl(tenantId: string, url: string): Promise<void> {
    this.disabled.add(`${tenantId} ${url}`);
  }

  async enableUrl(tenantId: string, url: string): Promise<void> {
    this.disabled.delete(`${tenantId} ${url}`);
  }

  async isUrlDisabled(tenantId: string, url: string): Promise<boolean> {
    return this.disabled.has(`${tenantId} ${url}`);
  }

  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const expired = [...this.deliveries.values()].filter(
      (d) => d.tenantId === tenantId && d.status !== 'pending' && d.createdAt < before.toISOString(),
    );
    expired.forEach((delivery) => this.deliveries.delete(delivery.deliveryId));
    return expired.length;
  }
}
