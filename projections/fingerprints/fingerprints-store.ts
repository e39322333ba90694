import type { KnownReceipt, ListedReceipt } from '../../domain/duplicates';
import type { FingerprintEntry } from './fingerprint-entry';

/**
 * The fingerprints read model: one entry per receipt a tenant's service has read, found by its lookup
 * keys (file, hash bands, content key), always within one tenant.
 */
export interface FingerprintsStore {
  ensureIndexes(): Promise<void>;
  /** Writes the entries; an entry written again (the same event) replaces itself with the same document. */
  save(entries: readonly FingerprintEntry[]): Promise<void>;
  /** The receipts listed under each of the tenant's keys that has any, earliest first (only the `earliest` first, when given). */
  listedUnder(tenantId: string, keys: readonly string[], earliest?: number): Promise<Map<string, ListedReceipt[]>>;
  /** The receipts' entries, in the order asked; one purged meanwhile is left out. */
  receipts(jobIds: readonly string[]): Promise<KnownReceipt[]>;
  get(jobId: string): Promise<FingerprintEntry | null>;
  /** Removes the tenant's receipts completed before `before` (retention); how many went. */
  purgeBefore(tenantId: string, before: Date): Promise<number>;
}
