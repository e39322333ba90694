import type { ApiKeyRecord, Tenant } from '../../domain/tenants';
import { AlreadyExistsError } from '../errors';
import type { TenantChanges, TenantStore } from './tenant-store';

export class InMemoryTenantStore implements TenantStore {
  private readonly tenants = new Map<string, Tenant>();
  private readonly keys = new Map<string, ApiKeyRecord>();

  async ensureIndexes(): Promise<void> {}

  async createTenant(tenant: Tenant): Promise<void> {
    if (this.tenants.has(tenant.tenantId)) throw new AlreadyExistsError(`Tenant '${tenant.tenantId}' already exists`);
    this.tenants.set(tenant.tenantId, tenant);
  }

  async getTenant(tenantId: string): Promise<Tenant | null> {
    return this.tenants.get(tenantId) ?? null;
  }

  async listTenants(): Promise<Tenant[]> {
    return [...this.tenants.values()];
  }

  async addApiKey(key: ApiKeyRecord): Promise<void> {
    this.keys.set(key.hash, key);
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    return this.keys.get(hash) ?? null;
  }

  async setWebhookSecrets(tenantId: string, secrets: readonly string[], overlapUntil: string | null): Promise<boolean> {
    const tenant = this.tenants.get(tenantId);
    if (tenant === undefined) return false;
    this.tenants.set(tenantId, { ...tenant, webhookSecrets: [...secrets], webhookSecretsOverlapUntil: overlapUntil });
    return true;
  }

  async updateTenant(tenantId: string, changes: TenantChanges): Promise<Tenant | null> {
    const tenant = this.tenants.get(tenantId);
    if (tenant === undefined) return null;
    const updated = { ...tenant, ...changes };
    this.tenants.set(tenantId, updated);
    return updated;
  }

  async listApiKeys(tenantId: string, prefix?: string): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()].filter(
      (key) => key.tenantId === tenantId && (prefix === undefined || key.prefix.startsWith(prefix)),
    );
  }

  async revokeApiKey(tenantId: string, keyId: string, at: string): Promise<boolean> {
    const entry = [...this.keys.entries()].find(([, key]) => key.keyId === keyId && key.tenantId === tenantId);
    if (entry === undefined) return false;
    this.keys.set(entry[0], { ...entry[1], revokedAt: at });
    return true;
  }
}
