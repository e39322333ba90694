import type { ReceiptFingerprint } from '../../contracts';
import { hashBands, probeBands } from './hamming';

/** What a stored fingerprint is indexed under: its file, each page's hash bands, its content key. */
export const storedKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([
    ...(fingerprint.fileSha256 === null ? [] : [`f:${fingerprint.fileSha256}`]),
    ...fingerprint.pages.flatMap((page) => hashBands(page.hash)),
    ...(fingerprint.contentKey === null ? [] : [`c:${fingerprint.contentKey}`]),
  ]);

/**
 * What a new receipt looks for: its file, its content, each page's bands and their one-bit neighbours,
 * and the bands of each page turned a half turn (as they are: their neighbours too would double the
 * receipts a lookup reads, for the rarer case).
 */
export const queryKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([
    ...(fingerprint.fileSha256 === null ? [] : [`f:${fingerprint.fileSha256}`]),
    ...fingerprint.pages.flatMap((page) => [...probeBands(page.hash), ...hashBands(page.turned)]),
    ...(fingerprint.contentKey === null ? [] : [`c:${fingerprint.contentKey}`]),
  ]);

const unique = (keys: readonly string[]): string[] => [...new Set(keys)];
