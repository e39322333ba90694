export {
  pageHash,
  contentBox,
  portraitGrid,
  dctHash,
  type GrayPicture,
  type PageHash,
  type ContentBox,
} from './page-hash';
export { hammingDistance, hashBands, probeBands, HASH_BITS } from './hamming';
export { contentKey, contentParts, sameContent, type ReceiptContent, type ContentParts } from './content-key';
export {
  findPossibleDuplicate,
  settledByFile,
  SETTLED_BY_EARLIEST,
  EXACT_IMAGE_BITS,
  NEAR_IMAGE_BITS,
  TILTED_IMAGE_BITS,
  type KnownReceipt,
  type ListedReceipt,
  type LookupOptions,
} from './match';
export { tilted, tiltedHashes, TILTS } from './tilt';
export { storedKeys, queryKeys, settlingKeys, fileKeyOf, candidateIds } from './lookup-keys';
export {
  metadataSignals,
  arithmeticSignals,
  NO_METADATA,
  type DocumentMetadata,
  type ReceiptFigures,
} from './alteration';
export { fontSignals, type TextRun } from './font-signals';
export { receiptFlags } from './receipt-flags';
export { fingerprintOf, receiptContentOf } from './fingerprint';
