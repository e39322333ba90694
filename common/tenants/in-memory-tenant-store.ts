import type { ApiKeyRecord, Tenant } from '../../domain/tenants';
import { AppError } from '../errors';
import type { TenantStore } from './tenant-store';

export class InMemoryTenantStore implements TenantStore {
  private readonly tenants = new Map<string, Tenant>();
  private readonly keys = new Map<string, ApiKeyRecord>();

  async ensureIndexes(): Promise<void> {}

  async createTenant(tenant: Tenant): Promise<void> {
    if (this.tenants.has(tenant.tenantId)) throw new AppError('INVALID_REQUEST', 409, `Tenant '${tenant.tenantId}' already exists`);
    this.tenants.set(tenant.tenantId, tenant);
  }

  async getTenant(tenantId: string): Promise<Tenant | null> {
    return this.tenants.get(tenantId) ?? null;
  }

  async addApiKey(key: ApiKeyRecord): Promise<void> {
    this.keys.set(key.hash, key);
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    return this.keys.get(hash) ?? null;
  }
}
