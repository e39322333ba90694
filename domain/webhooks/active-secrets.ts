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

/**
 * The secrets after a rotation to `fresh`, newest first: the new one, the one it replaces, and, while the
 * last rotation's overlap is on, the oldest still signing: the one receivers ran before that rotation. A
 * second rotation before they switched (its answer was lost, or it was done twice) so never stops the
 * secret they run. At most three sign a message.
 */
export const rotatedWebhookSecrets = (
  tenant: Pick<Tenant, 'webhookSecrets' | 'webhookSecretsOverlapUntil'>,
  fresh: string,
  now: Date,
): string[] => {
  const signing = activeWebhookSecrets(tenant, now);
  return [...new Set([fresh, ...signing.slice(0, 1), ...signing.slice(-1)])];
};
