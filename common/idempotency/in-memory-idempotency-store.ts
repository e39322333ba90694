import { RELEASED, type IdempotencyRecord, type IdempotencyStore, type StoredResponse } from './idempotency-store';

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
    this.update(scope, key, (existing) => ({ ...existing, response }));
  }

  async release(scope: string, key: string): Promise<void> {
    this.update(scope, key, (existing) =>
      existing.response === null ? { ...existing, lockedUntil: RELEASED } : existing,
    );
  }

  async takeOver(scope: string, key: string, fingerprint: string, at: Date, lockedUntil: Date): Promise<boolean> {
    const existing = this.records.get(`${scope}\u0000${key}`);
    if (
      existing === undefined ||
      existing.response !== null ||
      existing.fingerprint !== fingerprint ||
      existing.lockedUntil >= at.toISOString()
    )
      return false;
    this.update(scope, key, () => ({ ...existing, lockedUntil: lockedUntil.toISOString() }));
    return true;
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

  private update(scope: string, key: string, change: (existing: IdempotencyRecord) => IdempotencyRecord): void {
    const id = `${scope}\u0000${key}`;
    const existing = this.records.get(id);
    if (existing !== undefined) this.records.set(id, change(existing));
  }
}
