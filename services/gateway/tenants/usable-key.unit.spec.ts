import { createTenant, InMemoryTenantStore, issueApiKey } from '../../../common/tenants';
import { usableKey } from './usable-key';

describe('the usable key behind a secret a client sent (the API and the console sign-in alike)', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');
  const store = new InMemoryTenantStore();
  const keys = { findByHash: (hash: string) => store.findApiKeyByHash(hash) };

  beforeAll(async () => {
    await createTenant(store, { tenantId: 't_a', name: 'A' }, now);
  });

  it('is the key while it is neither revoked nor expired', async () => {
    const issued = await issueApiKey(store, { tenantId: 't_a' }, now);
    const found = await usableKey(keys, issued.apiKey, now);
    expect(found.refused).toBeNull();
    expect(found.key?.keyId).toBe(issued.keyId);
  });

  it('refuses a secret not shaped like a key without looking it up', async () => {
    const lookups = jest.fn(keys.findByHash);
    expect(await usableKey({ findByHash: lookups }, 'not-a-key', now)).toEqual({
      key: null,
      refused: 'The API key is not valid',
    });
    expect(lookups).not.toHaveBeenCalled();
  });

  it('answers an unknown, a revoked and an expired key alike, so the answer does not tell which', async () => {
    const revoked = await issueApiKey(store, { tenantId: 't_a' }, now);
    await store.revokeApiKey('t_a', revoked.keyId, now.toISOString());
    const expiring = await issueApiKey(store, { tenantId: 't_a', expiresAt: '2026-12-07T13:00:00.000Z' }, now);
    const later = new Date('2026-12-07T13:00:00.000Z');
    const answers = await Promise.all([
      usableKey(keys, `rk_live_${'x'.repeat(40)}`, now),
      usableKey(keys, revoked.apiKey, now),
      usableKey(keys, expiring.apiKey, later),
    ]);
    for (const answer of answers)
      expect(answer).toEqual({ key: null, refused: 'The API key is not valid, expired or revoked' });
  });
});
