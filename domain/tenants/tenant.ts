/** `console`: sign in to the review console, read the tenants' work there and record review decisions. */
export type Scope = 'receipts' | 'audits' | 'batches' | 'jobs:read' | 'admin' | 'console';

export const ALL_SCOPES: readonly Scope[] = ['receipts', 'audits', 'batches', 'jobs:read', 'admin', 'console'];
/** The scopes that submit work, and so cause webhooks: a key holding one may also send a webhook again. */
export const WORK_SCOPES: readonly Scope[] = ['receipts', 'audits', 'batches'];
export const DEFAULT_CLIENT_SCOPES: readonly Scope[] = ['receipts', 'audits', 'batches', 'jobs:read'];

export type Plan = 'standard' | 'enterprise';

export type Tenant = Readonly<{
  tenantId: string;
  name: string;
  plan: Plan;
  defaultProgramKey: string | null;
  retentionDays: number;
  /** Standard Webhooks secrets (`whsec_…`); more than one while a rotation is under way. */
  webhookSecrets: readonly string[];
  /** After a rotation, the secrets after the first keep signing until then; null or absent: only the first signs. */
  webhookSecretsOverlapUntil?: string | null;
  /** Overrides of the plan's limits (requestsPerSecond, maxOpenJobs, highPriority); absent: the plan's. */
  limits?: Readonly<{ requestsPerSecond?: number; maxOpenJobs?: number; highPriority?: boolean }> | null;
  createdAt: string;
}>;

export type ApiKeyRecord = Readonly<{
  keyId: string;
  /** The first characters of the key, shown to operators to tell keys apart; never enough to use it. */
  prefix: string;
  /** SHA-256 of the whole key; the key itself is never stored. */
  hash: string;
  tenantId: string;
  /** Further tenants the key may act for (platform operators serving several programs). */
  extraTenantIds: readonly string[];
  scopes: readonly Scope[];
  name: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}>;
