import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CLIENT_SCOPES,
  displayPrefix,
  generateApiKey,
  generateWebhookSecret,
  hashApiKey,
  type Plan,
  type Scope,
  type Tenant,
} from '../../domain/tenants';
import { ValidationError } from '../errors';
import type { TenantStore } from './tenant-store';

export type NewTenant = Readonly<{
  tenantId: string;
  name?: string;
  plan?: Plan;
  defaultProgramKey?: string | null;
  retentionDays?: number;
  /** Overrides of the plan's limits; absent: the plan's. */
  limits?: Tenant['limits'];
}>;

/** Creates a tenant with its webhook secret. Shared by the admin CLI, the admin API and the dev start-up. */
export const createTenant = async (store: TenantStore, input: NewTenant, now: Date): Promise<Tenant> => {
  const tenant: Tenant = {
    tenantId: input.tenantId,
    name: input.name ?? input.tenantId,
    plan: input.plan ?? 'standard',
    defaultProgramKey: input.defaultProgramKey ?? null,
    retentionDays: input.retentionDays ?? 90,
    ...(input.limits ? { limits: input.limits } : {}),
    webhookSecrets: [generateWebhookSecret()],
    createdAt: now.toISOString(),
  };
  await store.createTenant(tenant);
  return tenant;
};

export type IssuedKey = Readonly<{ apiKey: string; keyId: string; prefix: string }>;

/** Issues a key and returns it in clear exactly once; only its hash is stored. A key that would expire at once is refused. */
export const issueApiKey = async (
  store: TenantStore,
  input: Readonly<{
    tenantId: string;
    scopes?: readonly Scope[];
    extraTenantIds?: readonly string[];
    name?: string;
    expiresAt?: string | null;
  }>,
  now: Date,
): Promise<IssuedKey> => {
  if (input.expiresAt != null && Date.parse(input.expiresAt) <= now.getTime())
    throw new ValidationError('expiresAt must be in the future');
  const apiKey = generateApiKey();
  const keyId = `key_${randomUUID().replace(/-/g, '')}`;
  await store.addApiKey({
    keyId,
    prefix: displayPrefix(apiKey),
    hash: hashApiKey(apiKey),
    tenantId: input.tenantId,
    extraTenantIds: input.extraTenantIds ?? [],
    scopes: input.scopes ?? DEFAULT_CLIENT_SCOPES,
    name: input.name ?? 'default',
    createdAt: now.toISOString(),
    expiresAt: input.expiresAt ?? null,
    revokedAt: null,
  });
  return { apiKey, keyId, prefix: displayPrefix(apiKey) };
};
