import type { PossibleDuplicate, ReceiptFingerprint } from '../../../contracts';
import {
  candidateIds,
  fileKeyOf,
  findPossibleDuplicate,
  queryKeys,
  SETTLED_BY_EARLIEST,
  settledByFile,
  settlingKeys,
  type KnownReceipt,
  type ListedReceipt,
  type PageHash,
} from '../../../domain/duplicates';
import type { FilesSeen } from './files-seen';

/** The tenant's earlier receipts by lookup key (the fingerprints read model). */
export interface FingerprintLookup {
  /** The receipts listed under each of the tenant's keys that has any, earliest first (only the `earliest` first, when given). */
  listedUnder(
    tenantId: string,
    keys: readonly string[],
    earliest?: number,
  ): Promise<ReadonlyMap<string, readonly ListedReceipt[]>>;
  /** The receipts' entries; one purged meanwhile is left out. */
  receipts(jobIds: readonly string[]): Promise<KnownReceipt[]>;
}

/**
 * "Seen before?" in as few reads as the answer needs. A file this process has looked up before is asked
 * first by the keys that can list a match at similarity 1: a file sent again and again is answered from
 * their lists alone (`settledByFile`), one read of a dozen small documents, and then from that answer,
 * remembered a while (`FilesSeen.settle`) with no read. Any other receipt, and one those lists do not
 * settle, is looked up by all its keys and every candidate's fingerprint compared: two reads, so a
 * receipt never seen before waits no longer than it did.
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
  if (fileKey !== null && filesSeen !== null) {
    const seen = filesSeen.has(tenantId, fileKey);
    filesSeen.add(tenantId, fileKey);
    const remembered = filesSeen.settled(tenantId, fileKey);
    if (remembered !== null) return remembered;
    if (seen) {
      // Only the head of each list: the database sends (and this process decodes) a quarter of a full key's document.
      const settled = settledByFile(fileKey, await lookup.listedUnder(tenantId, firstKeys, SETTLED_BY_EARLIEST));
      if (settled !== null) {
        filesSeen.settle(tenantId, fileKey, settled);
        return settled;
      }
    }
  }
  const listed = await lookup.listedUnder(tenantId, [...new Set([...firstKeys, ...queryKeys(fingerprint, tilted)])]);
  const candidates = await lookup.receipts(candidateIds(listed.values()));
  return findPossibleDuplicate(fingerprint, candidates, { tilted });
};
