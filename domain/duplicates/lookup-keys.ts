import type { ReceiptFingerprint } from '../../contracts';
import { hashBands, probeBands } from './hamming';
import type { PageHash } from './page-hash';

/**
 * What a stored fingerprint is indexed under: its file, the hash bands of each page as it is and turned
 * a half turn, its content key, its date and total. Storing both ways (a few more keys per receipt) lets a copy turned a
 * half turn meet its original through the lookup's one-bit probes, as an upright copy does.
 */
export const storedKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([
    ...(fingerprint.fileSha256 === null ? [] : [`f:${fingerprint.fileSha256}`]),
    ...fingerprint.pages.flatMap((page) => [...hashBands(page.hash), ...hashBands(page.turned)]),
    ...contentKeys(fingerprint),
  ]);

/**
 * What a new receipt looks for: its file, its content, each page's bands and their one-bit neighbours,
 * and the bands of its pages turned back by a degree (`tilted`; as they are only: their one-bit
 * neighbours would triple the keys for the few copies that need them). A half turn needs no keys of
 * its own: the stored receipts are indexed both ways up.
 */
export const queryKeys = (fingerprint: ReceiptFingerprint, tilted: readonly PageHash[] = []): string[] =>
  unique([
    ...(fingerprint.fileSha256 === null ? [] : [`f:${fingerprint.fileSha256}`]),
    ...fingerprint.pages.flatMap((page) => probeBands(page.hash)),
    ...tilted.flatMap((page) => hashBands(page.hash)),
    ...contentKeys(fingerprint),
  ]);

/** The whole content, and its date and total: a reading that differs in another part is found by those. */
const contentKeys = (fingerprint: ReceiptFingerprint): string[] => {
  const dateTotal = fingerprint.contentParts?.dateTotal;
  return [
    ...(fingerprint.contentKey === null ? [] : [`c:${fingerprint.contentKey}`]),
    ...(dateTotal === undefined ? [] : [`d:${dateTotal}`]),
  ];
};

const unique = (keys: readonly string[]): string[] => [...new Set(keys)];
