import type { ReceiptFingerprint } from '../../contracts';
import { hashBands } from './hamming';

/** What a stored fingerprint is indexed under: its file, each page's hash bands, its content key. */
export const storedKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([
    ...(fingerprint.fileSha256 === null ? [] : [`f:${fingerprint.fileSha256}`]),
    ...fingerprint.pages.flatMap((page) => hashBands(page.hash)),
    ...(fingerprint.contentKey === null ? [] : [`c:${fingerprint.contentKey}`]),
  ]);

/** What a new receipt looks for: the same, with each page also turned a half turn. */
export const queryKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([...storedKeys(fingerprint), ...fingerprint.pages.flatMap((page) => hashBands(page.turned))]);

const unique = (keys: readonly string[]): string[] => [...new Set(keys)];
