import { existingTenant, issueApiKey, keyView } from '../../../common/tenants';
import { validator } from '../../../common/validation';
import { KeyIssueSchema } from '../../../contracts';
import { ALL_SCOPES, type Scope } from '../../../domain/tenants';
import { required, withApiRules, type AdminCommand } from './command';

const validateKeyIssue = validator(KeyIssueSchema);
/** The admin API's field behind each option, to name the option in an error about the field. */
const OPTION_OF = { scopes: 'scopes', extraTenantIds: 'extra-tenants', expiresAt: 'expires', name: 'name' };

const parseScopes = (raw: string | undefined): Scope[] | undefined => {
  if (raw === undefined) return undefined;
  const scopes = raw.split(',').map((scope) => scope.trim());
  const unknown = scopes.filter((scope) => !ALL_SCOPES.includes(scope as Scope));
  if (unknown.length > 0) throw new Error(`Unknown scope(s): ${unknown.join(', ')}; known: ${ALL_SCOPES.join(', ')}`);
  return scopes as Scope[];
};

export const keyIssue: AdminCommand = {
  name: 'key:issue',
  usage:
    "key:issue --tenant <tenantId> [--scopes receipts,audits,batches,jobs:read,admin] [--extra-tenants a,b|'*'] [--expires <ISO date>] [--name <label>]\n      Issues an API key and prints it once ('*': a platform operator key that may act for every tenant).",
  options: ['tenant', ...Object.values(OPTION_OF)],
  run: async ({ tenants, options, now }) => {
    const tenantId = required(options, 'tenant', 'key:issue');
    await existingTenant(tenants, tenantId);
    const scopes = parseScopes(options.scopes);
    const expiresAt = options.expires === undefined ? undefined : new Date(options.expires);
    if (expiresAt !== undefined && Number.isNaN(expiresAt.getTime()))
      throw new Error('--expires must be a date, e.g. 2027-01-31T00:00:00Z');
    const body = {
      ...(scopes ? { scopes } : {}),
      ...(options['extra-tenants']
        ? { extraTenantIds: options['extra-tenants'].split(',').map((id) => id.trim()) }
        : {}),
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      ...(options.name === undefined ? {} : { name: options.name }),
    };
    return withApiRules(OPTION_OF, () => issueApiKey(tenants, { tenantId, ...validateKeyIssue(body) }, now));
  },
};

export const keyList: AdminCommand = {
  name: 'key:list',
  usage:
    "key:list --tenant <tenantId> [--prefix rk_live_abc]\n      Lists a tenant's keys (never the keys themselves).",
  options: ['tenant', 'prefix'],
  run: async ({ tenants, options }) => ({
    keys: (await tenants.listApiKeys(required(options, 'tenant', 'key:list'), options.prefix)).map(keyView),
  }),
};

export const keyRevoke: AdminCommand = {
  name: 'key:revoke',
  usage: 'key:revoke --tenant <tenantId> --key <keyId>\n      Revokes a key at once.',
  options: ['tenant', 'key'],
  run: async ({ tenants, options, now }) => {
    const tenantId = required(options, 'tenant', 'key:revoke');
    const keyId = required(options, 'key', 'key:revoke');
    if (!(await tenants.revokeApiKey(tenantId, keyId, now.toISOString())))
      throw new Error(`No key '${keyId}' for tenant '${tenantId}'`);
    return { revoked: keyId };
  },
};
