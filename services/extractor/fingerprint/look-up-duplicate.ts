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

/** The tenant's earlier receipts by lookup key (the fingerprints read model). */
export interface FingerprintLookup {
  /** The receipts listed under each of the tenant's keys that has any, earliest first. */
  listedUnder(tenantId: string, keys: readonly string[]): Promise<ReadonlyMap<string, readonly ListedReceipt[]>>;
  /** The receipts' entries; one purged meanwhile is left out. */
  receipts(jobIds: readonly string[]): Promise<KnownReceipt[]>;
}

/**
 * "Seen before?" in as few reads as the answer needs. The keys that can list a match at similarity 1
 * come first: a file sent again and again is answered from their lists alone (`settledByFile`), one
 * read of a dozen small documents. Otherwise the rest of the keys (their one-bit neighbours, about
 * sixty) are read and every candidate's fingerprint compared, as a lookup of all the keys at once would.
 */
export const lookUpDuplicate = async (
  lookup: FingerprintLookup,
  tenantId: string,
  fingerprint: ReceiptFingerprint,
  tilted: readonly PageHash[],
): Promise<PossibleDuplicate | null> => {
  const firstKeys = settlingKeys(fingerprint);
  const first = await lookup.listedUnder(tenantId, firstKeys);
  const settled = settledByFile(fileKeyOf(fingerprint), first);
  if (settled !== null) return settled;
  const asked = new Set(firstKeys);
  const rest = await lookup.listedUnder(
    tenantId,
    queryKeys(fingerprint, tilted).filter((key) => !asked.has(key)),
  );
  const candidates = await lookup.receipts(candidateIds([...first.values(), ...rest.values()]));
  return findPossibleDuplicate(fingerprint, candidates, { tilted });
};
