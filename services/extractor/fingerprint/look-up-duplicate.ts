import type { PossibleDuplicate, ReceiptFingerprint } from '../../../contracts';
import {
  candidateIds,
  fileKeyOf,
  findPossibleDuplicate,
  queryKeys,
  settledByFile,
  settlingKeys,
  type KnownReceipt,
  type ListedReceipt,
  type PageHash,
} from '../../../domain/duplicates';
import type { FilesSeen } from './files-seen';

/** The tenant's earlier receipts by lookup key (the fingerprints read model). */
export interface FingerprintLookup {
  /** The receipts listed under each of the tenant's keys that has any, earliest first. */
  listedUnder(tenantId: string, keys: readonly string[]): Promise<ReadonlyMap<string, readonly ListedReceipt[]>>;
  /** The receipts' entries; one purged meanwhile is left out. */
  receipts(jobIds: readonly string[]): Promise<KnownReceipt[]>;
}

/**
 * "Seen before?" in as few reads as the answer needs. A file this process has looked up before is asked
 * first by the keys that can list a match at similarity 1: a file sent again and again is answered from
 * their lists alone (`settledByFile`), one read of a dozen small documents. Any other receipt, and one
 * those lists do not settle, is looked up by all its keys and every candidate's fingerprint compared: two
 * reads, so a receipt never seen before waits no longer than it did.
 */
export const lookUpDuplicate = async (
  lookup: FingerprintLookup,
  tenantId: string,
  fingerprint: ReceiptFingerprint,
  tilted: readonly PageHash[],
  filesSeen: FilesSeen | null = null,
): Promise<PossibleDuplicate | null> => {
  const fileKey = fileKeyOf(fingerprint);
  const firstKeys = settlingKeys(fingerprint);
  let first: ReadonlyMap<string, readonly ListedReceipt[]> = new Map();
  let asked: readonly string[] = [];
  if (fileKey !== null && filesSeen !== null) {
    const seen = filesSeen.has(tenantId, fileKey);
    filesSeen.add(tenantId, fileKey);
    if (seen) {
      first = await lookup.listedUnder(tenantId, firstKeys);
      asked = firstKeys;
      const settled = settledByFile(fileKey, first);
      if (settled !== null) return settled;
    }
  }
  const rest = await lookup.listedUnder(
    tenantId,
    [...new Set([...firstKeys, ...queryKeys(fingerprint, tilted)])].filter((key) => !asked.includes(key)),
  );
  const candidates = await lookup.receipts(candidateIds([...first.values(), ...rest.values()]));
  return findPossibleDuplicate(fingerprint, candidates, { tilted });
};
