import type { ReceiptExtractionRequest } from '../../../domain/jobs';
import type { ReceiptExtractionResult } from '../../../domain/extraction';
import type { FileKind } from '../../../common/files';
import type { OpenedPdf } from './pdf';

export type ExtractionInput = Readonly<{
  bytes: Buffer;
  kind: FileKind;
  request: ReceiptExtractionRequest;
  now: Date;
  /** The job's tenant: its own rule sets and default program apply to categorization. Absent in the CLI. */
  tenantId?: string | null;
  /**
   * The PDF already opened by the caller, who reads it for more than the engine (the fingerprint) and
   * closes it: the engine reads it instead of parsing `bytes` again. Without it the engine opens the bytes.
   */
  pdf?: OpenedPdf | null;
}>;
export type ExtractionOutput = Readonly<{ result: ReceiptExtractionResult; pages: number }>;

/** Reads a receipt. Adapters: the local engine (default, offline) and the OpenAI engine. */
export interface ExtractionEngine {
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractionOutput>;
  /** Ends long-lived workers (OCR) and connections; called once when the service stops. */
  close(): Promise<void>;
}
