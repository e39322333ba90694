import type { BatchItemStatus } from '../../domain/batches';

/**
 * Item statuses kept on the batch document as one character each (`qpcfx`), with the job sequences
 * beside them: one small write per event on the batch, instead of one write per item document.
 */
const CODES: Readonly<Record<BatchItemStatus, string>> = {
  queued: 'q',
  processing: 'p',
  completed: 'c',
  failed: 'f',
  cancelled: 'x',
};
const STATUSES: Readonly<Record<string, BatchItemStatus>> = {
  q: 'queued',
  p: 'processing',
  c: 'completed',
  f: 'failed',
  x: 'cancelled',
};

export const encodeStatus = (status: BatchItemStatus): string => CODES[status];
export const decodeStatus = (code: string | undefined): BatchItemStatus | null =>
  code === undefined ? null : (STATUSES[code] ?? null);
