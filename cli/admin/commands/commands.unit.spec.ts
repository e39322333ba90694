import { rulesDir } from '../../../common/paths';
import { InMemoryTenantRuleSetStore, ProgramCatalog } from '../../../common/rule-sets';
import { InMemoryTenantStore } from '../../../common/tenants';
import { loadStandardRuleSets } from '../../../domain/audit';
import { hashApiKey } from '../../../domain/tenants';
import { runCommand } from './command';
import { keyIssue, keyList, keyRevoke } from './key-commands';
import { tenantCreate, tenantShow, tenantUpdate } from './tenant-commands';
import { webhookSecretRotate } from './webhook-secret-commands';

describe('admin CLI commands', () => {
  const tenants = new InMemoryTenantStore();
  const now = new Date('2026-11-21T10:00:00Z');
  const catalog = new ProgramCatalog(loadStandardRuleSets(rulesDir), new InMemoryTenantRuleSetStore());
  const run = (command: typeof tenantCreate, options: Record<string, string>) =>
    runCommand(command, { tenants, catalog, options, now, secretOverlapMs: 6 * 3_600_000 }) as Promise<any>;

  it('create a tenant with a first key, show and update it', async () => {
    const created = await run(tenantCreate, { id: 'acme', plan: 'enterprise', 'retention-days': '30' });
    expect(created.tenant).toMatchObject({ tenantId: 'acme', plan: 'enterprise', retentionDays: 30 });
    expect(created.webhookSecret).toMatch(/^whsec_/);
    expect(await tenants.findApiKeyByHash(hashApiKey(created.apiKey))).toMatchObject({ tenantId: 'acme' });
    expect(await run(tenantShow, { id: 'acme' })).toMatchObject({ plan: 'enterprise' });
    expect(await run(tenantUpdate, { id: 'acme', rps: '9', plan: 'standard' })).toMatchObject({
      plan: 'standard',
      limits: { requestsPerSecond: 9, highPriority: false },
    });
    await expect(run(tenantUpdate, { id: 'acme', rps: 'fast' })).rejects.toThrow('--rps must be a positive integer');
  });

  it('issue, list by prefix and revoke keys', async () => {
    const issued = await run(keyIssue, { tenant: 'acme', scopes: 'jobs:read', name: 'reports' });
    const listed = await run(keyList, { tenant: 'acme', prefix: issued.prefix });
    expect(listed.keys).toEqual([expect.objectContaining({ keyId: issued.keyId, scopes: ['jobs:read'] })]);
    await run(keyRevoke, { tenant: 'acme', key: issued.keyId });
    expect((await tenants.findApiKeyByHash(hashApiKey(issued.apiKey)))?.revokedAt).toBe(now.toISOString());
    await expect(run(keyIssue, { tenant: 'acme', scopes: 'everything' })).rejects.toThrow('Unknown scope');
    await expect(run(keyRevoke, { tenant: 'acme', key: 'nope' })).rejects.toThrow("No key 'nope'");
  });

  it('rotate the webhook secret, keeping the previous one for the overlap', async () => {
    const before = (await tenants.getTenant('acme'))!.webhookSecrets[0];
    const rotated = await run(webhookSecretRotate, { tenant: 'acme', 'overlap-hours': '2' });
    expect(rotated).toMatchObject({
      tenantId: 'acme',
      webhookSecret: expect.stringMatching(/^whsec_/),
      previousSecretValidUntil: '2026-11-21T12:00:00.000Z',
    });
    expect((await tenants.getTenant('acme'))!.webhookSecrets).toEqual([rotated.webhookSecret, before]);
    await expect(run(webhookSecretRotate, { tenant: 'nobody' })).rejects.toThrow("No tenant 'nobody'");
    // Without --overlap-hours, the overlap the admin API uses (WEBHOOK_SECRET_OVERLAP_HOURS), here 6 hours.
    expect(await run(webhookSecretRotate, { tenant: 'acme' })).toMatchObject({
      previousSecretValidUntil: '2026-11-21T16:00:00.000Z',
    });
    await expect(run(webhookSecretRotate, { tenant: 'acme', 'overlap-hours': '2161' })).rejects.toThrow(
      '--overlap-hours must be at most 2160',
    );
  });

  it('refuse what the admin API refuses, naming the option, and create nothing', async () => {
    const refused: [typeof tenantCreate, Record<string, string>, string][] = [
      [tenantCreate, { id: 'acme corp' }, '--id must be of the form'],
      [tenantCreate, { id: 'beta', 'retention-days': '5000' }, '--retention-days must be <= 3650'],
      [tenantCreate, { id: 'beta', rps: '1000000' }, '--rps must be <= 100000'],
      [tenantCreate, { id: 'beta', program: 'NOPE' }, "--program 'NOPE' is not a known program"],
      [tenantCreate, { id: 'beta', 'high-priority': 'yes' }, '--high-priority must be true or false'],
      [tenantUpdate, { id: 'acme', 'max-open-jobs': '2000000' }, '--max-open-jobs must be <= 1000000'],
      [tenantUpdate, { id: 'acme' }, 'tenant:update needs something to change'],
      [keyIssue, { tenant: 'acme', 'extra-tenants': 'a b' }, '--extra-tenants[0] must be of the form'],
      [keyIssue, { tenant: 'acme', expires: '2026-11-20T00:00:00Z' }, '--expires must be in the future'],
    ];
    for (const [command, options, message] of refused) await expect(run(command, options)).rejects.toThrow(message);
    expect(await tenants.getTenant('beta')).toBeNull();
    expect((await tenants.getTenant('acme'))!.limits).toEqual({ requestsPerSecond: 9 });
  });

  it('refuse an option the command does not take, instead of ignoring it', async () => {
    await expect(run(tenantCreate, { id: 'beta', 'retention-day': '30' })).rejects.toThrow(
      'tenant:create does not take --retention-day; it takes --id, --name',
    );
    expect(await tenants.getTenant('beta')).toBeNull();
  });

  it('create a tenant with its limits and a standard program as its default', async () => {
    const created = await run(tenantCreate, { id: 'gamma', rps: '20', 'high-priority': 'true', program: 'FL_PEP' });
    expect(await tenants.getTenant('gamma')).toMatchObject({
      defaultProgramKey: 'FL_PEP',
      limits: { requestsPerSecond: 20, highPriority: true },
    });
    expect(created.tenant.limits).toMatchObject({ requestsPerSecond: 20, highPriority: true });
  });

  it('take exactly the options their usage lines show', () => {
    for (const command of [tenantCreate, tenantShow, tenantUpdate, keyIssue, keyList, keyRevoke, webhookSecretRotate]) {
      const shown = [...command.usage.split('\n')[0]!.matchAll(/--([a-z-]+)/g)].map((match) => match[1]);
      expect({ command: command.name, options: [...command.options].sort() }).toEqual({
        command: command.name,
        options: [...new Set(shown)].sort(),
      });
    }
  });
});
