import { generateWebhookSecret } from '../../domain/tenants';
import { rotatedWebhookSecrets } from '../../domain/webhooks';
import { existingTenant } from './existing-tenant';
import type { TenantStore } from './tenant-store';

export type RotatedSecret = Readonly<{ tenantId: string; webhookSecret: string; previousSecretValidUntil: string }>;

/**
 * Gives the tenant a new webhook secret and returns it (the only time it is shown). The previous one
 * keeps signing, beside the new one, for `overlapMs`, and so does the one receivers ran before a rotation
 * whose overlap is still on (`rotatedWebhookSecrets`). Shared by the admin API and CLI.
 */
export const rotateWebhookSecret = async (
  store: TenantStore,
  tenantId: string,
  now: Date,
  overlapMs: number,
): Promise<RotatedSecret> => {
  const tenant = await existingTenant(store, tenantId);
  const webhookSecret = generateWebhookSecret();
  const previousSecretValidUntil = new Date(now.getTime() + overlapMs).toISOString();
  await store.setWebhookSecrets(tenantId, rotatedWebhookSecrets(tenant, webhookSecret, now), previousSecretValidUntil);
  return { tenantId, webhookSecret, previousSecretValidUntil };
};
