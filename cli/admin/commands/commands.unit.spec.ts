import { InMemoryTenantStore } from '../../../common/tenants';
import { hashApiKey } from '../../../domain/tenants';
import { keyIssue, keyList, keyRevoke } from './key-commands';
import { tenantCreate, tenantShow, tenantUpdate } from './tenant-commands';
import { webhookSecretRotate } from './webhook-secret-commands';

describe('admin CLI commands', () => {
  const tenants = new InMemoryTenantStore();
  const now = new Date('2026-11-21T10:00:00Z');
  const run = (command: typeof tenantCreate, options: Record<string, string>) =>
    command.run({ tenants, options, now }) as Promise<any>;

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
  });
});
