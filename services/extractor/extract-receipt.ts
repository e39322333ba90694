import { UnsupportedFileTypeError } from '../../common/errors';
import type { ReceiptExtractionRequest } from '../../domain/jobs';
import type { ExtractionEngine } from './engine';
import { openPdf } from './engine/pdf';
import { detectFileType, fetchFile, type FetchLimits } from '../../common/files';
import type { AttemptOutcome } from '../worker-kit';
import { fingerprintReceipt, type FingerprintLookup } from './fingerprint';

export type ExtractReceiptDeps = Readonly<{
  engine: ExtractionEngine;
  fetchLimits: FetchLimits;
  now: () => Date;
  /** The tenant's earlier receipts (the fingerprints read model); without it no receipt is called a duplicate. */
  fingerprints?: FingerprintLookup;
}>;

/** One attempt at a receipt: fetch by URL, detect the type from the bytes, read it. Bytes are never kept. */
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
  // Parsed once: the engine and the fingerprint both read the one opened document.
  const pdf = kind === 'pdf' ? await openPdf(file.bytes) : null;
  try {
    const { result, pages } = await deps.engine.extract({
      bytes: file.bytes,
      kind,
      request,
      now: deps.now(),
      tenantId,
      pdf,
    });
    const fingerprinted = await fingerprintReceipt({
      bytes: file.bytes,
      kind,
      pdf,
      fileSha256: file.sha256,
      result,
      tenantId,
      lookup: deps.fingerprints ?? null,
    });
    return { resultJson: JSON.stringify(fingerprinted), fileSha256: file.sha256, pages };
  } finally {
    await pdf?.close();
  }
};
