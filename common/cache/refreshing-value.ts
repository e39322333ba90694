/** At most a tenth of the time is spent loading. */
const LOAD_SHARE = 10;

export type RefreshOptions = Readonly<{
  /**
   * Older than this, a read starts a refresh in the background and still answers with the value it has.
   * A source that gets slow is asked less often: never more than once per ten times its last load took.
   */
  refreshAfterMs: number;
  /** Older than this, a read waits for a fresh value (and sees its error): a stale answer is then worse than none. */
  expireAfterMs: number;
  now: () => number;
}>;

/**
 * A value read from a slow source (a count that scans a collection) that the hot path must not wait
 * for: after the first load, reads answer at once with the last value while one refresh runs behind.
 */
export class RefreshingValue<T> {
  private value: { at: number; value: T } | null = null;
  private lastLoadMs = 0;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly options: RefreshOptions,
  ) {}

  async get(): Promise<T> {
    const age = this.value === null ? Infinity : this.options.now() - this.value.at;
    if (age <= Math.max(this.options.refreshAfterMs, LOAD_SHARE * this.lastLoadMs)) return this.value!.value;
    const refresh = this.refresh();
    if (age > this.options.expireAfterMs) return refresh;
    refresh.catch(() => undefined); // the next read past expiry reports it
    return this.value!.value;
  }

  private refresh(): Promise<T> {
    const startedAt = this.options.now();
    this.loading ??= this.load()
      .then((value) => {
        this.value = { at: this.options.now(), value };
        this.lastLoadMs = this.value.at - startedAt;
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
