import { RefreshingValue } from '../../../common/cache';
import type { TenantStore } from '../../../common/tenants';
import type { ApiKeyRecord } from '../../../domain/tenants';

/** A key changed in another process (revoked, expired early) is seen within this. */
const EXPIRE_MS = 10_000;
/** Past this a request still answers from the kept key, and one read of the key runs behind it. */
const REFRESH_MS = 5_000;

type Entry = { key: RefreshingValue<ApiKeyRecord | null>; keyId: string | null };

/**
 * API keys by hash, kept so that a request costs no database read for its key. A key revoked through
 * this process stops working at once; through another, within 10 s of the last read of it. The key is read again in the
 * background after 5 s, so requests do not all wait for that read together every 10 s; concurrent
 * requests for a key not kept share one read. Unknown keys are not kept: a key issued elsewhere works at once.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: TenantStore,
    private readonly now: () => Date,
  ) {}

  async findByHash(hash: string): Promise<ApiKeyRecord | null> {
    const entry = this.entries.get(hash) ?? this.newEntry(hash);
    const key = await entry.key.get();
    if (key === null) this.entries.delete(hash);
    else entry.keyId = key.keyId;
    return key;
  }

  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.keyId === keyId) this.entries.delete(hash);
  }

  private newEntry(hash: string): Entry {
    const entry: Entry = {
      keyId: null,
      key: new RefreshingValue(() => this.store.findApiKeyByHash(hash), {
        refreshAfterMs: REFRESH_MS,
        expireAfterMs: EXPIRE_MS,
        now: () => this.now().getTime(),
      }),
    };
    this.entries.set(hash, entry);
    return entry;
  }
}
