import type { FileKind } from '../../../common/files';
import type { ReceiptExtractionRequest } from '../../../domain/jobs';
import type { ExtractionEngine, ExtractionOutput } from '../engine';
import { openPdf } from '../engine/pdf';
import { readDocument, type DocumentReading } from '../fingerprint';

export type ReadInput = Readonly<{
  bytes: Buffer;
  kind: FileKind;
  request: ReceiptExtractionRequest;
  now: Date;
  tenantId: string | null;
}>;

/** A receipt read: what the engine found, and the pages and metadata its fingerprint is made of. */
export type ReceiptReading = Readonly<{ output: ExtractionOutput; document: DocumentReading }>;

/**
 * Where a receipt's CPU-bound reading runs: in the extractor's own thread, or in reader threads
 * beside it (EXTRACTOR_READER_THREADS) so that the service's messaging and I/O never wait behind a page.
 */
export interface ReceiptReader {
  read(input: ReadInput): Promise<ReceiptReading>;
  /** Ends the engine (and the threads); called once when the service stops. */
  close(): Promise<void>;
}

/** Reads one receipt with `engine`: a PDF is parsed once, for the engine and the fingerprint both. */
export const readReceipt = async (engine: ExtractionEngine, input: ReadInput): Promise<ReceiptReading> => {
  const pdf = input.kind === 'pdf' ? await openPdf(input.bytes) : null;
  try {
    const output = await engine.extract({ ...input, pdf });
    const { pages, metadata } = await readDocument(input.bytes, input.kind, pdf);
    return { output, document: { pages, metadata } };
  } finally {
    await pdf?.close();
  }
};

/** Reads in the calling thread. */
export const inThreadReader = (engine: ExtractionEngine): ReceiptReader => ({
  read: (input) => readReceipt(engine, input),
  close: () => engine.close(),
});
