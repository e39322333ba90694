import type { ApiKeyRecord, Tenant } from '../../domain/tenants';

/** Where tenants and API keys are kept. Keys are found by the hash of the presented key. */
export interface TenantStore {
  createTenant(tenant: Tenant): Promise<void>;
  getTenant(tenantId: string): Promise<Tenant | null>;
  /** Every tenant, for work done tenant by tenant (the retention purge). */
  listTenants(): Promise<Tenant[]>;
  addApiKey(key: ApiKeyRecord): Promise<void>;
  findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null>;
  /** Replaces the tenant's webhook secrets (newest first); false when there is no such tenant. */
  setWebhookSecrets(tenantId: string, secrets: readonly string[], overlapUntil: string | null): Promise<boolean>;
  /** Applies the changes; returns the tenant after them, or null when there is no such tenant. */
  updateTenant(tenantId: string, changes: TenantChanges): Promise<Tenant | null>;
  /** The tenant's keys (never their hashes' preimages), optionally those whose prefix starts with `prefix`. */
  listApiKeys(tenantId: string, prefix?: string): Promise<ApiKeyRecord[]>;
  /** Marks a key revoked; false when the tenant has no such key. */
  revokeApiKey(tenantId: string, keyId: string, at: string): Promise<boolean>;
  ensureIndexes(): Promise<void>;
}

export type TenantChanges = Partial<Pick<Tenant, 'name' | 'plan' | 'defaultProgramKey' | 'retentionDays' | 'limits'>>;
