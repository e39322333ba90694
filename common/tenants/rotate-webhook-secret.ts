import { NotFoundError } from '../errors';
import { generateWebhookSecret } from '../../domain/tenants';
import type { TenantStore } from './tenant-store';

export type RotatedSecret = Readonly<{ tenantId: string; webhookSecret: string; previousSecretValidUntil: string }>;

/**
 * Gives the tenant a new webhook secret and returns it (the only time it is shown). The previous one
 * keeps signing, beside the new one, for `overlapMs`; older ones are dropped. Shared by the admin API and CLI.
 */
export const rotateWebhookSecret = async (
  store: TenantStore,
  tenantId: string,
  now: Date,
  overlapMs: number,
): Promise<RotatedSecret> => {
  const tenant = await store.getTenant(tenantId);
  if (tenant === null) throw new NotFoundError(`No tenant '${tenantId}'`);
  const webhookSecret = generateWebhookSecret();
  const previousSecretValidUntil = new Date(now.getTime() + overlapMs).toISOString();
  const previous = tenant.webhookSecrets[0];
  await store.setWebhookSecrets(
    tenantId,
    previous === undefined ? [webhookSecret] : [webhookSecret, previous],
    previousSecretValidUntil,
  );
  return { tenantId, webhookSecret, previousSecretValidUntil };
};
