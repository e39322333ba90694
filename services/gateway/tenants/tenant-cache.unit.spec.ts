import { createTenant, InMemoryTenantStore } from '../../../common/tenants';
import { TenantCache } from './tenant-cache';

describe('the gateway tenant cache', () => {
  const setUp = () => {
    const store = new InMemoryTenantStore();
    let reads = 0;
    const getTenant = store.getTenant.bind(store);
    store.getTenant = async (tenantId) => {
      reads += 1;
      return getTenant(tenantId);
    };
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const cache = new TenantCache(store, () => new Date(clock));
    return { store, cache, reads: () => reads, advance: (ms: number) => (clock += ms) };
  };

  it('reads a tenant once per 10 s', async () => {
    const { store, cache, reads, advance } = setUp();
    await createTenant(store, { tenantId: 't_a' }, new Date());
    expect((await cache.get('t_a'))?.tenantId).toBe('t_a');
    advance(9_000);
    await cache.get('t_a');
    expect(reads()).toBe(1);
    advance(1_000);
    await cache.get('t_a');
    expect(reads()).toBe(2);
  });

  it('serves a tenant created just after it was asked for in vain', async () => {
    const { store, cache } = setUp();
    expect(await cache.get('t_new')).toBeNull();
    await createTenant(store, { tenantId: 't_new' }, new Date());
    expect((await cache.get('t_new'))?.tenantId).toBe('t_new');
  });
});
