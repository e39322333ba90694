import type { ApiKeyRecord, Tenant } from '../../domain/tenants';

/** Where tenants and API keys are kept. Keys are found by the hash of the presented key. */
export interface TenantStore {
  createTenant(tenant: Tenant): Promise<void>;
  getTenant(tenantId: string): Promise<Tenant | null>;
  addApiKey(key: ApiKeyRecord): Promise<void>;
  findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null>;
  ensureIndexes(): Promise<void>;
}
