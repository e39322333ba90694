import type { ReceiptFingerprint } from '../../contracts';
import type { ReceiptExtractionResult } from '../extraction';
import { contentKey, contentParts, type ReceiptContent } from './content-key';
import { pageHash, type GrayPicture } from './page-hash';

export const receiptContentOf = (result: ReceiptExtractionResult): ReceiptContent => ({
  vendor: result.vendor,
  amount: result.amount,
  transactionDate: result.transactionDate,
  cardLast4: result.paymentDetails.cardLast4,
  itemPrices: result.items.map((item) => item.price),
});

/** A receipt's fingerprint: each page picture's hash, what it says (content key), and its file. */
export const fingerprintOf = (
  pictures: readonly GrayPicture[],
  content: ReceiptContent,
  fileSha256: string | null,
): ReceiptFingerprint => ({
  pages: pictures.map((picture) => pageHash(picture)),
  contentKey: contentKey(content),
  fileSha256,
  contentParts: contentParts(content),
});
