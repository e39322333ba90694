import type { TenantRuleSetRecord, TenantRuleSetStore } from './tenant-rule-set-store';

export class InMemoryTenantRuleSetStore implements TenantRuleSetStore {
  private readonly records = new Map<string, TenantRuleSetRecord>();

  async put(record: TenantRuleSetRecord): Promise<void> {
    this.records.set(`${record.tenantId}/${record.programKey}`, record);
  }

  async list(tenantId: string): Promise<TenantRuleSetRecord[]> {
    return [...this.records.values()]
      .filter((record) => record.tenantId === tenantId)
      .sort((a, b) => a.programKey.localeCompare(b.programKey));
  }

  async remove(tenantId: string, programKey: string): Promise<boolean> {
    return this.records.delete(`${tenantId}/${programKey}`);
  }
}
