import type { TenantStore } from '../../../common/tenants';
import type { ApiKeyRecord } from '../../../domain/tenants';

const TTL_MS = 10_000;

/**
 * API keys by hash, kept for 10 s so that a request costs no database read for its key. A key revoked
 * through this process stops working at once; through another, within 10 s. Unknown keys are not kept.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, { at: number; key: ApiKeyRecord }>();

  constructor(
    private readonly store: TenantStore,
    private readonly now: () => Date,
  ) {}

  async findByHash(hash: string): Promise<ApiKeyRecord | null> {
    const at = this.now().getTime();
    const cached = this.entries.get(hash);
    if (cached !== undefined && at - cached.at < TTL_MS) return cached.key;
    const key = await this.store.findApiKeyByHash(hash);
    if (key === null) this.entries.delete(hash);
    else this.entries.set(hash, { at, key });
    return key;
  }

  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.key.keyId === keyId) this.entries.delete(hash);
  }
}
