import type { AlterationSignal, PossibleDuplicate, ReceiptFingerprint } from '../../../contracts';
import { arithmeticSignals, fingerprintOf, metadataSignals, receiptContentOf } from '../../../domain/duplicates';
import type { ReceiptExtractionResult } from '../../../domain/extraction';
import type { FilesSeen } from './files-seen';
import { lookUpDuplicate, type FingerprintLookup } from './look-up-duplicate';
import type { ReadDocument } from './read-document';

/**
 * What the fingerprint takes from the file: each page's hash, its photographed pages' hashes turned
 * back by a degree (asked with, never stored), and what the file says of its making.
 */
export type DocumentReading = Pick<ReadDocument, 'pages' | 'tilted' | 'metadata'>;

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
    /** The files this process looked up lately: a hint for the lookup's shortest way (`lookUpDuplicate`). */
    filesSeen?: FilesSeen | null;
  }>,
): Promise<FingerprintedResult> => {
  const { pages, tilted, metadata } = input.document;
  const content = receiptContentOf(input.result);
  // The pages' hashes as read (a text page's over its known print box), the rest as the domain derives it.
  const fingerprint = { ...fingerprintOf([], content, input.fileSha256), pages };
  const possibleDuplicate =
    input.lookup === null || input.tenantId === null
      ? null
      : await lookUpDuplicate(input.lookup, input.tenantId, fingerprint, tilted, input.filesSeen ?? null);
  return {
    ...input.result,
    fingerprint,
    possibleDuplicate,
    alterationSignals: [...metadataSignals(metadata), ...arithmeticSignals(content)],
  };
};
