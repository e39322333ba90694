/**
 * The files this process has lately looked up, per tenant, newest kept: a hint, never an answer. A file
 * seen before may have been sent enough times for its own keys to settle the answer (`lookUpDuplicate`);
 * one never seen is looked up in one go, as every receipt was. Forgetting one costs a read, nothing more.
 */
export class FilesSeen {
  private readonly seen = new Map<string, true>();

  constructor(private readonly capacity = 10_000) {}

  has(tenantId: string, fileKey: string): boolean {
    return this.seen.has(`${tenantId}|${fileKey}`);
  }

  add(tenantId: string, fileKey: string): void {
    const id = `${tenantId}|${fileKey}`;
    this.seen.delete(id);
    this.seen.set(id, true);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.keys().next().value!);
  }
}
