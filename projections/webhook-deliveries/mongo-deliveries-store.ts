import { createHash } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes, isDuplicateKeyError, upsertWhere } from '../../common/storage';
import type { Delivery } from '../../domain/webhooks';
import { deliveriesQueries } from './deliveries-queries';
import type { DeliveriesStore, DeliveryQuery, RetryByHand } from './deliveries-store';

type DeliveryDoc = Delivery & { _id: string };
type DueDoc = { _id: string; dueAt: string; leaseUntil: string };
type DisabledDoc = { _id: string; tenantId: string; url: string; at: string };

const strip = ({ _id, ...delivery }: DeliveryDoc): Delivery => delivery;
/** URLs may contain dots; the marker's id is a hash so it stays a plain `_id` lookup. */
const disabledId = (tenantId: string, url: string): string =>
  createHash('sha256').update(`${tenantId}\n${url}`).digest('hex');

/**
 * The delivery log on the document database. Finding due work reads only `webhook_due`, which holds
 * just the deliveries still waiting; everything else goes by `_id`.
 */
export class MongoDeliveriesStore implements DeliveriesStore {
  private readonly deliveries: Collection<DeliveryDoc>;
  private readonly dueList: Collection<DueDoc>;
  private readonly disabled: Collection<DisabledDoc>;

  constructor(private readonly db: Db) {
    this.deliveries = db.collection<DeliveryDoc>('webhook_deliveries');
    this.dueList = db.collection<DueDoc>('webhook_due');
    this.disabled = db.collection<DisabledDoc>('webhook_disabled_urls');
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, deliveriesQueries().indexes);
  }

  async add(deliveries: readonly Delivery[]): Promise<Delivery[]> {
    const added: Delivery[] = [];
    for (const delivery of deliveries) {
      try {
        await this.deliveries.insertOne({ _id: delivery.deliveryId, ...delivery });
      } catch (error) {
        if (isDuplicateKeyError(error)) continue; // recorded already: a redelivered event
        throw error;
      }
      await this.dueList.updateOne(
        { _id: delivery.deliveryId },
        { $set: { dueAt: delivery.nextAttemptAt ?? delivery.createdAt, leaseUntil: '' } },
        { upsert: true },
      );
      added.push(delivery);
    }
    return added;
  }

  async get(deliveryId: string): Promise<Delivery | null> {
    const doc = await this.deliveries.findOne({ _id: deliveryId });
    return doc === null ? null : strip(doc);
  }

  async getForTenant(tenantId: string, deliveryId: string): Promise<Delivery | null> {
    const delivery = await this.get(deliveryId);
    return delivery !== null && delivery.tenantId === tenantId ? delivery : null;
  }

  async due(now: Date, limit: number): Promise<string[]> {
    const docs = await this.dueList
      .find({ dueAt: { $lte: now.toISOString() } })
      .sort({ dueAt: 1 })
      .limit(limit)
      .toArray();
    return docs.map((doc) => doc._id);
  }

  async nextDueAt(now: Date): Promise<Date | null> {
    const next = await this.dueList.findOne(
      { dueAt: { $gt: now.toISOString() } },
      { sort: { dueAt: 1 }, projection: { dueAt: 1 } },
    );
    return next === null ? null : new Date(next.dueAt);
  }

  async claim(deliveryId: string, now: Date, until: Date): Promise<boolean> {
    const at = now.toISOString();
    const outcome = await this.dueList.updateOne(
      { _id: deliveryId, dueAt: { $lte: at }, leaseUntil: { $lte: at } },
      { $set: { leaseUntil: until.toISOString() } },
    );
    return outcome.matchedCount === 1;
  }

  async dropDue(deliveryId: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.dueList.deleteOne({ _id: deliveryId, dueAt: { $lte: at }, leaseUntil: { $lte: at } });
  }

  async saveAttempt(delivery: Delivery): Promise<void> {
    const { deliveryId, ...fields } = delivery;
    await this.deliveries.updateOne({ _id: deliveryId }, { $set: fields });
    if (delivery.status === 'pending' && delivery.nextAttemptAt !== null) {
      await this.dueList.updateOne(
        { _id: deliveryId },
        { $set: { dueAt: delivery.nextAttemptAt, leaseUntil: '' } },
        { upsert: true },
      );
    } else {
      await this.dueList.deleteOne({ _id: deliveryId });
    }
  }

  async retryByHand(deliveryId: string, now: Date, holdUntil: Date): Promise<RetryByHand> {
    const at = now.toISOString();
    // Takes the lease as an attempt would: not where an unlapsed one is held.
    const taken = await upsertWhere(
      this.dueList,
      { _id: deliveryId, leaseUntil: { $lte: at } },
      { $set: { dueAt: at, leaseUntil: holdUntil.toISOString() } },
    );
    if (!taken) {
      const held = await this.dueList.findOne({ _id: deliveryId });
      return { outcome: 'in-flight', leaseUntil: new Date(held?.leaseUntil || at) };
    }
    const doc = await this.deliveries.findOneAndUpdate(
      { _id: deliveryId },
      { $set: { status: 'pending', nextAttemptAt: at, updatedAt: at } },
      { returnDocument: 'after' },
    );
    if (doc === null) {
      await this.dueList.deleteOne({ _id: deliveryId });
      return { outcome: 'missing' };
    }
    await this.enableUrl(doc.tenantId, doc.url);
    // Lets go of its own hold only: past it, an attempt may have claimed the delivery, and keeps its lease.
    await upsertWhere(
      this.dueList,
      { _id: deliveryId, leaseUntil: holdUntil.toISOString() },
      { $set: { dueAt: at, leaseUntil: '' } },
    );
    return { outcome: 'due', delivery: strip(doc) };
  }

  async list(query: DeliveryQuery): Promise<Delivery[]> {
    const filter: Record<string, unknown> = { tenantId: query.tenantId };
    if (query.jobId !== null) filter.jobId = query.jobId;
    if (query.batchId !== null) filter.batchId = query.batchId;
    if (query.status !== null) filter.status = query.status;
    if (query.before !== null) {
      const { createdAt, deliveryId } = query.before;
      filter.createdAt = { $lte: createdAt };
      filter.$or = [{ createdAt: { $lt: createdAt } }, { _id: { $lt: deliveryId } }];
    }
    const docs = await this.deliveries.find(filter).sort({ createdAt: -1, _id: -1 }).limit(query.limit).toArray();
    return docs.map(strip);
  }

  async disableUrl(tenantId: string, url: string, at: string): Promise<void> {
    await this.disabled.updateOne(
      { _id: disabledId(tenantId, url) },
      { $set: { tenantId, url, at } },
      { upsert: true },
    );
  }

  async enableUrl(tenantId: string, url: string): Promise<void> {
    await this.disabled.deleteOne({ _id: disabledId(tenantId, url) });
  }

  async isUrlDisabled(tenantId: string, url: string): Promise<boolean> {
    return (await this.disabled.findOne({ _id: disabledId(tenantId, url) })) !== null;
  }

  /** A pending delivery is still being tried: it stays whatever its age, and so does its place in the due list. */
  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const outcome = await this.deliveries.deleteMany({
      tenantId,
      status: { $in: ['delivered', 'failed'] as Delivery['status'][] },
      createdAt: { $lt: before.toISOString() },
    });
    return outcome.deletedCount;
  }
}
