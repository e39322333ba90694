import type { ReceiptFingerprint } from '../../contracts';
import { hashBands, probeBands } from './hamming';
import type { ListedReceipt } from './match';
import type { PageHash } from './page-hash';

/**
 * What a stored fingerprint is indexed under: its file, the hash bands of each page as it is and turned
 * a half turn, its content key, its date and total. Storing both ways (a few more keys per receipt) lets a copy turned a
 * half turn meet its original through the lookup's one-bit probes, as an upright copy does.
 */
export const storedKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([
    ...fileKeys(fingerprint),
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
    ...fileKeys(fingerprint),
    ...fingerprint.pages.flatMap((page) => probeBands(page.hash)),
    ...tilted.flatMap((page) => hashBands(page.hash)),
    ...contentKeys(fingerprint),
  ]);

/**
 * The keys of every earlier receipt that can match at similarity 1: the same file, or a page whose hash
 * is this one's either way up (stored under its bands as they are). A lookup reads these first: when they
 * settle the answer (`settledByFile`: a file sent again and again), the one-bit neighbours of `queryKeys`,
 * about sixty documents, are not read at all.
 */
export const settlingKeys = (fingerprint: ReceiptFingerprint): string[] =>
  unique([
    ...fileKeys(fingerprint),
    ...fingerprint.pages.flatMap((page) => [...hashBands(page.hash), ...hashBands(page.turned)]),
  ]);

/** The key a receipt's file is stored under, if it has one. */
export const fileKeyOf = (fingerprint: ReceiptFingerprint): string | null => fileKeys(fingerprint)[0] ?? null;

const MAX_CANDIDATES = 500;

/**
 * The distinct receipts listed under the keys, in the order they come, at most `MAX_CANDIDATES`: a lookup
 * compares no more, since a key shared by more says little, and the answer stays fast.
 */
export const candidateIds = (lists: Iterable<readonly ListedReceipt[]>): string[] => {
  const jobIds = new Set<string>();
  for (const list of lists)
    for (const { jobId } of list) {
      if (jobIds.size >= MAX_CANDIDATES) return [...jobIds];
      jobIds.add(jobId);
    }
  return [...jobIds];
};

const fileKeys = (fingerprint: ReceiptFingerprint): string[] =>
  fingerprint.fileSha256 === null ? [] : [`f:${fingerprint.fileSha256}`];

/** The whole content, and its date and total: a reading that differs in another part is found by those. */
const contentKeys = (fingerprint: ReceiptFingerprint): string[] => {
  const dateTotal = fingerprint.contentParts?.dateTotal;
  return [
    ...(fingerprint.contentKey === null ? [] : [`c:${fingerprint.contentKey}`]),
    ...(dateTotal === undefined ? [] : [`d:${dateTotal}`]),
  ];
};

const unique = (keys: readonly string[]): string[] => [...new Set(keys)];
