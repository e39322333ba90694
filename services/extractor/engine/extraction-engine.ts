import type { ReceiptExtractionRequest } from '../../../domain/jobs';
import type { ReceiptExtractionResult } from '../../../domain/extraction';
import type { FileKind } from '../file-type';

export type ExtractionInput = Readonly<{ bytes: Buffer; kind: FileKind; request: ReceiptExtractionRequest; now: Date }>;
export type ExtractionOutput = Readonly<{ result: ReceiptExtractionResult; pages: number }>;

/** Reads a receipt. Adapters: the local engine (default, offline) and, later, the OpenAI engine. */
export interface ExtractionEngine {
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractionOutput>;
}
