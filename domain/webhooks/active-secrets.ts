import type { Tenant } from '../tenants';

/**
 * The secrets a webhook is signed with: the newest, and during a rotation's overlap the previous ones
 * too (Standard Webhooks sends one `v1,` signature per secret, so receivers switch without a gap).
 */
export const activeWebhookSecrets = (
  tenant: Pick<Tenant, 'webhookSecrets' | 'webhookSecretsOverlapUntil'>,
  now: Date,
): readonly string[] => {
  const [newest, ...previous] = tenant.webhookSecrets;
  if (newest === undefined) return [];
  const overlapUntil = tenant.webhookSecretsOverlapUntil ?? null;
  return overlapUntil !== null && now.getTime() < Date.parse(overlapUntil) ? [newest, ...previous] : [newest];
};
