import type { IdempotencyRecord, IdempotencyStore, StoredResponse } from './idempotency-store';

export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();

  async claim(record: IdempotencyRecord): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord }> {
    const id = `${record.scope}\u0000${record.key}`;
    const existing = this.records.get(id);
    if (existing !== undefined) return { claimed: false, existing };
    this.records.set(id, record);
    return { claimed: true };
  }

  async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    const id = `${scope}\u0000${key}`;
    const existing = this.records.get(id);
    if (existing !== undefined) this.records.set(id, { ...existing, response });
  }

  async release(scope: string, key: string): Promise<void> {
    this.records.delete(`${scope}\u0000${key}`);
  }

  async replaceExpired(record: IdempotencyRecord, expiredBefore: string): Promise<boolean> {
    const id = `${record.scope}\u0000${record.key}`;
    const existing = this.records.get(id);
    if (existing === undefined || existing.createdAt >= expiredBefore) return false;
    this.records.set(id, record);
    return true;
  }

  async purgeBefore(before: Date): Promise<number> {
    const expired = [...this.records.entries()].filter(([, record]) => record.createdAt < before.toISOString());
    expired.forEach(([id]) => this.records.delete(id));
    return expired.length;
  }
}
