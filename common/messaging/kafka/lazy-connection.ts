/** A health probe answers within its time, whatever the client does about a broker that is not answering. */
const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * A client's connection, opened on first use. A failed try is forgotten, so the next call tries again
 * rather than failing forever on a broker that was away for a moment.
 */
export class LazyConnection {
  private opened: Promise<void> | null = null;

  constructor(private readonly open: () => Promise<unknown>) {}

  ready(): Promise<void> {
    this.opened ??= this.open()
      .then(() => undefined)
      .catch((error: unknown) => {
        this.opened = null;
        throw error;
      });
    return this.opened;
  }

  /** Whether the client connects and the probe answers within two seconds. */
  async answers(probe: () => Promise<unknown>): Promise<boolean> {
    try {
      await this.ready();
      await withTimeout(probe(), 2_000);
      return true;
    } catch {
      return false;
    }
  }

  /** After the client is closed: the next call connects again. */
  forget(): void {
    this.opened = null;
  }
}
