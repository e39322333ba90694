import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTenant, issueApiKey, type TenantStore } from '../../common/tenants';
import { DEFAULT_CLIENT_SCOPES } from '../../domain/tenants';
import { hashApiKey, isKeyUsable } from '../../domain/tenants';

export const DEV_TENANT_ID = 'dev';

/**
 * For a newcomer's first run: a `dev` tenant and an API key, kept in a git-ignored file so that a
 * restart prints the same key. Only its hash is in the database, as for every key.
 */
export const ensureDevKey = async (tenants: TenantStore, keyFile: string, now: Date): Promise<string> => {
  const existing = readKey(keyFile);
  if (existing !== null) {
    const record = await tenants.findApiKeyByHash(hashApiKey(existing));
    if (record !== null && isKeyUsable(record, now)) return existing;
  }
  if ((await tenants.getTenant(DEV_TENANT_ID)) === null)
    await createTenant(tenants, { tenantId: DEV_TENANT_ID, name: 'Development tenant', plan: 'enterprise' }, now);
  const { apiKey } = await issueApiKey(
    tenants,
    { tenantId: DEV_TENANT_ID, name: 'development key', scopes: [...DEFAULT_CLIENT_SCOPES, 'console'] },
    now,
  );
  mkdirSync(path.dirname(keyFile), { recursive: true });
  writeFileSync(keyFile, `${apiKey}\n`, { mode: 0o600 });
  return apiKey;
};

const readKey = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
};
