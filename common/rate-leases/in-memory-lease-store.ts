import type { LeaseStore } from './lease-store';

export class InMemoryLeaseStore implements LeaseStore {
  private readonly held = new Set<string>();

  async claim(tenantId: string, windowStart: number, slot: number): Promise<boolean> {
    const id = `${tenantId}:${windowStart}:${slot}`;
    if (this.held.has(id)) return false;
    this.held.add(id);
    return true;
  }
}
