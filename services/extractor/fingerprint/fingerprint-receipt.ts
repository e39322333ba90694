import type { AlterationSignal, PossibleDuplicate, ReceiptFingerprint } from '../../../contracts';
import {
  arithmeticSignals,
  findPossibleDuplicate,
  fingerprintOf,
  metadataSignals,
  queryKeys,
  receiptContentOf,
  type KnownReceipt,
} from '../../../domain/duplicates';
import type { ReceiptExtractionResult } from '../../../domain/extraction';
import type { ReadDocument } from './read-document';

/** What the fingerprint takes from the file: each page's hash and what the file says of its making. */
export type DocumentReading = Pick<ReadDocument, 'pages' | 'metadata'>;

/** The tenant's earlier receipts that share a lookup key with this one (the fingerprints read model). */
export interface FingerprintLookup {
  candidates(tenantId: string, keys: readonly string[]): Promise<KnownReceipt[]>;
}

export type FingerprintedResult = ReceiptExtractionResult &
  Readonly<{
    fingerprint: ReceiptFingerprint;
    possibleDuplicate: PossibleDuplicate | null;
    alterationSignals: AlterationSignal[];
  }>;

/**
 * The receipt's fingerprint, the earlier receipts of the tenant it repeats, and signs of editing, added
 * to the result. The answer to "seen before?" is recorded in the result (the job's JobCompleted), so a
 * replay or a rebuild reads the answer given then instead of asking again.
 */
export const fingerprintReceipt = async (
  input: Readonly<{
    /** The file's pages and metadata, read with the receipt (services/extractor/reading). */
    document: DocumentReading;
    fileSha256: string | null;
    result: ReceiptExtractionResult;
    tenantId: string | null;
    lookup: FingerprintLookup | null;
  }>,
): Promise<FingerprintedResult> => {
  const { pages, metadata } = input.document;
  const content = receiptContentOf(input.result);
  // The pages' hashes as read (a text page's over its known print box), the rest as the domain derives it.
  const fingerprint = { ...fingerprintOf([], content, input.fileSha256), pages };
  const candidates =
    input.lookup === null || input.tenantId === null
      ? []
      : await input.lookup.candidates(input.tenantId, queryKeys(fingerprint));
  return {
    ...input.result,
    fingerprint,
    possibleDuplicate: findPossibleDuplicate(fingerprint, candidates),
    alterationSignals: [...metadataSignals(metadata), ...arithmeticSignals(content)],
  };
};
