import type { DuplicateLevel, DuplicateSignal, PossibleDuplicate, ReceiptFingerprint } from '../../contracts';
import { sameContent } from './content-key';
import { HASH_BITS, hammingDistance } from './hamming';
import type { PageHash } from './page-hash';

/** An earlier receipt of the same tenant, as the fingerprint read model keeps it. */
export type KnownReceipt = Readonly<{
  jobId: string;
  completedAt: string;
  fingerprint: ReceiptFingerprint;
}>;

/**
 * Bits apart at most for "the same picture" (recompression, scaling, a lossless turn) and for "the
 * same receipt, photographed or cropped again". Chosen on the development receipts (docs/duplicates.md:
 * `npm run bench:duplicates`): distinct receipts are rarely closer than 12 bits.
 */
export const EXACT_IMAGE_BITS = 2;
export const NEAR_IMAGE_BITS = 9;
/**
 * Bits apart at most for a match through a page turned back by a degree (`tilt.ts`): stricter than
 * `NEAR_IMAGE_BITS`, since trying more turns of one picture gives more chances to come close by chance
 * (another purchase at the same store came within 8 bits of the original that way, distinct receipts
 * within 12).
 */
export const TILTED_IMAGE_BITS = 6;
/** Matches reported, strongest first: enough to show a reviewer, bounded in the result. */
const MAX_MATCHES = 5;

const RANK: Record<DuplicateLevel, number> = { exact: 0, near_exact: 1, same_content: 2 };

type Match = PossibleDuplicate['matches'][number];

/** An earlier receipt as a key's document lists it: enough to order it, and to report it as the same file. */
export type ListedReceipt = Readonly<{ jobId: string; completedAt: string }>;

const earliestFirst = (a: ListedReceipt, b: ListedReceipt): number =>
  a.completedAt.localeCompare(b.completedAt) || a.jobId.localeCompare(b.jobId);

const sameFile = ({ jobId, completedAt }: ListedReceipt): Match => ({
  jobId,
  completedAt,
  similarity: 1,
  signal: 'file',
  level: 'exact',
});

const closestPages = (mine: readonly PageHash[], theirs: ReceiptFingerprint): number => {
  let best = HASH_BITS;
  for (const page of mine)
    for (const other of theirs.pages)
      best = Math.min(best, hammingDistance(page.hash, other.hash), hammingDistance(page.turned, other.hash));
  return best;
};

const similarityOf = (bits: number): number => Math.round((1 - bits / HASH_BITS) * 1000) / 1000;

const matchOne = (mine: ReceiptFingerprint, tilted: readonly PageHash[], known: KnownReceipt): Match | null => {
  const base = { jobId: known.jobId, completedAt: known.completedAt };
  const theirs = known.fingerprint;
  if (mine.fileSha256 !== null && mine.fileSha256 === theirs.fileSha256) return sameFile(known);
  const bits = closestPages(mine.pages, theirs);
  const similarity = similarityOf(bits);
  if (bits <= NEAR_IMAGE_BITS)
    return { ...base, similarity, signal: 'image', level: bits <= EXACT_IMAGE_BITS ? 'exact' : 'near_exact' };
  const tiltedBits = closestPages(tilted, theirs);
  if (tiltedBits <= TILTED_IMAGE_BITS)
    return { ...base, similarity: similarityOf(tiltedBits), signal: 'image', level: 'near_exact' };
  const [myParts, theirParts] = [mine.contentParts ?? null, theirs.contentParts ?? null];
  const sameKey = mine.contentKey !== null && mine.contentKey === theirs.contentKey;
  if (sameKey || (myParts !== null && theirParts !== null && sameContent(myParts, theirParts)))
    return { ...base, similarity, signal: 'content' as DuplicateSignal, level: 'same_content' };
  return null;
};

/** What a lookup may add to the new receipt's fingerprint. */
export type LookupOptions = Readonly<{
  /** The receipt's own job, left out of the answer. */
  ownJobId?: string | null;
  /** The new receipt's pages turned back by a degree either way (`tiltedHashes`), a near-exact match within `TILTED_IMAGE_BITS`. */
  tilted?: readonly PageHash[];
}>;

/**
 * Which earlier receipts this one repeats: the same file, a picture of the same receipt (however
 * turned, cropped, recompressed or held askew), or the same content read from a different picture (a
 * photo and the store's e-mail). Null when none. Pure: the extractor asks the read model for
 * candidates and records the answer in its result, so a replay gives the same answer.
 */
export const findPossibleDuplicate = (
  mine: ReceiptFingerprint,
  candidates: readonly KnownReceipt[],
  { ownJobId = null, tilted = [] }: LookupOptions = {},
): PossibleDuplicate | null => {
  const matches = candidates
    .filter((known) => known.jobId !== ownJobId)
    .map((known) => matchOne(mine, tilted, known))
    .filter((match): match is Match => match !== null)
    .sort((a, b) => RANK[a.level] - RANK[b.level] || b.similarity - a.similarity || earliestFirst(a, b))
    .slice(0, MAX_MATCHES);
  const first = matches[0];
  return first === undefined ? null : { level: first.level, matches };
};

/**
 * How many of each settling key's earliest receipts `settledByFile` needs: as many as an answer holds.
 * A receipt that is not a copy and completed before the last copy reported sorts among the first that
 * many of its key's list, since only the copies before that last one can sort ahead of it there.
 */
export const SETTLED_BY_EARLIEST = MAX_MATCHES;

/**
 * The answer from the lists under the file's and its pages' own keys (`settlingKeys`), when they settle
 * it: the file's key lists as many earlier copies as an answer holds, and no other receipt listed under
 * the pages' keys completed before the last of them. Every match at similarity 1 (the same file, or a
 * picture with the very same hash) is stored under those keys, the answer lists such matches earliest
 * first, and nothing else outranks them: so reading every candidate's fingerprint would give the same
 * answer. Null when it is not settled so (a receipt seen fewer times, or an earlier receipt beside the
 * copies that might be the same picture): the lookup then compares every candidate.
 */
export const settledByFile = (
  fileKey: string | null,
  listed: ReadonlyMap<string, readonly ListedReceipt[]>,
): PossibleDuplicate | null => {
  const copies = fileKey === null ? [] : [...(listed.get(fileKey) ?? [])].sort(earliestFirst);
  const reported = copies.slice(0, MAX_MATCHES);
  const last = reported[MAX_MATCHES - 1];
  if (last === undefined) return null;
  const isCopy = new Set(copies.map((copy) => copy.jobId));
  for (const [key, receipts] of listed)
    if (key !== fileKey && receipts.some((receipt) => !isCopy.has(receipt.jobId) && earliestFirst(receipt, last) < 0))
      return null;
  return { level: 'exact', matches: reported.map(sameFile) };
};
