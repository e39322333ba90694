import { generateApiKey, hashApiKey, isKeyUsable, looksLikeApiKey, resolveTenant, type ApiKeyRecord } from '.';

const key: ApiKeyRecord = {
  keyId: 'k1',
  prefix: 'rk_live_abcdef',
  hash: 'h',
  tenantId: 'home',
  extraTenantIds: ['other'],
  scopes: ['receipts'],
  name: 'test',
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: null,
  revokedAt: null,
};

describe('resolveTenant', () => {
  it('prefers the header, then the body, then the key', () => {
    expect(resolveTenant(key, 'other', undefined)).toEqual({ ok: true, tenantId: 'other' });
    expect(resolveTenant(key, undefined, 'other')).toEqual({ ok: true, tenantId: 'other' });
    expect(resolveTenant(key, undefined, undefined)).toEqual({ ok: true, tenantId: 'home' });
  });
  it('refuses a tenant the key may not act for', () => {
    expect(resolveTenant(key, 'stranger', undefined)).toEqual({ ok: false, reason: 'FORBIDDEN', tenantId: 'stranger' });
  });
  it('lets a platform operator key (extra tenants *) act for any tenant', () => {
    expect(resolveTenant({ ...key, extraTenantIds: ['*'] }, 'anyone', undefined)).toEqual({
      ok: true,
      tenantId: 'anyone',
    });
  });
  it('refuses a header and a body that disagree', () => {
    expect(resolveTenant(key, 'home', 'other')).toMatchObject({ ok: false, reason: 'CONFLICT' });
  });
});

describe('api keys', () => {
  it('look like rk_live_ keys, differ every time, and hash deterministically', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(looksLikeApiKey(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(hashApiKey(a)).toBe(hashApiKey(a));
    expect(hashApiKey(a)).not.toContain(a);
  });
  it('are unusable once revoked or expired', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isKeyUsable(key, now)).toBe(true);
    expect(isKeyUsable({ ...key, revokedAt: '2026-05-01T00:00:00Z' }, now)).toBe(false);
    expect(isKeyUsable({ ...key, expiresAt: '2026-05-31T00:00:00Z' }, now)).toBe(false);
  });
});
