import { UnsupportedFileTypeError } from '../../common/errors';
import type { ReceiptExtractionRequest } from '../../domain/jobs';
import { categorizeOutput, type ProgramResolver } from './engine';
import { detectFileType, fetchFile, type FetchLimits } from '../../common/files';
import type { AttemptOutcome } from '../worker-kit';
import { fingerprintReceipt, type FilesSeen, type FingerprintLookup } from './fingerprint';
import type { ReceiptReader } from './reading';

export type ExtractReceiptDeps = Readonly<{
  /** Reads the receipt (the engine and the fingerprint's pages), in this thread or in reader threads. */
  reader: ReceiptReader;
  /** The rule set that categorizes the items, when the request asks for categories. */
  resolveProgram: ProgramResolver;
  fetchLimits: FetchLimits;
  now: () => Date;
  /** The tenant's earlier receipts (the fingerprints read model); without it no receipt is called a duplicate. */
  fingerprints?: FingerprintLookup;
  /** The files this process looked up lately (a hint that shortens a copy's lookup). */
  filesSeen?: FilesSeen;
}>;

/**
 * One attempt at a receipt: fetch by URL, detect the type from the bytes, read it, categorize its
 * items, and compare it with the tenant's earlier receipts. Bytes are never kept.
 */
export const extractReceipt = async (
  deps: ExtractReceiptDeps,
  request: ReceiptExtractionRequest,
  tenantId: string | null = null,
): Promise<AttemptOutcome> => {
  const file = await fetchFile(request.fileUrl, deps.fetchLimits);
  const kind = detectFileType(file.bytes);
  if (kind === null)
    throw new UnsupportedFileTypeError(
      `the file is not a JPEG, PNG, WebP, HEIC or PDF (declared ${file.contentType ?? 'no type'})`,
    );
  const reading = await deps.reader.read({ bytes: file.bytes, kind, request, now: deps.now(), tenantId });
  const { result, pages } = await categorizeOutput(deps.resolveProgram, { request, tenantId }, reading.output);
  const fingerprinted = await fingerprintReceipt({
    document: reading.document,
    fileSha256: file.sha256,
    result,
    tenantId,
    lookup: deps.fingerprints ?? null,
    filesSeen: deps.filesSeen ?? null,
  });
  return { resultJson: JSON.stringify(fingerprinted), fileSha256: file.sha256, pages };
};
