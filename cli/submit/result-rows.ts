import { csvField, resultFacts } from '../../domain/review-queue';

export type ResultRow = Readonly<{
  file: string;
  status: 'completed' | 'failed' | 'unreadable';
  vendor: string | null;
  date: string | null;
  total: number | null;
  confidence: number | null;
  flags: string[];
  error: string | null;
}>;

export const COLUMNS = ['file', 'status', 'vendor', 'date', 'total', 'confidence', 'flags', 'error'] as const;

type JobLike = Readonly<{ status: string; error: string | null; result?: unknown }>;
type ReceiptFields = Readonly<{ transactionDate?: string | null; confidence?: number }>;

const receiptFields = (result: unknown): ReceiptFields | null =>
  result !== null && typeof result === 'object' ? result : null;

/** A finished job as a row; the flags are the review queue's (what the receipt lacks). */
export const rowFromJob = (file: string, job: JobLike): ResultRow => {
  const result = receiptFields(job.result);
  const facts = resultFacts('receipt_extraction', job.result);
  return {
    file,
    status: job.status === 'completed' ? 'completed' : 'failed',
    vendor: facts.vendor,
    date: result?.transactionDate ?? null,
    total: facts.amount,
    confidence: result?.confidence ?? null,
    flags: facts.flags,
    error: job.error,
  };
};

export const unreadableRow = (file: string, problem: string): ResultRow => ({
  file,
  status: 'unreadable',
  vendor: null,
  date: null,
  total: null,
  confidence: null,
  flags: [],
  error: `cannot read the file: ${problem}`,
});

/** RFC 4180, through the same field encoder as the console's decisions export (no spreadsheet formulas). */
export const toCsv = (rows: readonly ResultRow[]): string =>
  [
    COLUMNS.join(','),
    ...rows.map((row) =>
      COLUMNS.map((column) => {
        const value = row[column];
        return csvField(Array.isArray(value) ? value.join(';') : value);
      }).join(','),
    ),
  ].join('\r\n') + '\r\n';

export const toJson = (rows: readonly ResultRow[]): string => `${JSON.stringify(rows, null, 2)}\n`;
