export {
  fingerprintReceipt,
  type DocumentReading,
  type FingerprintLookup,
  type FingerprintedResult,
} from './fingerprint-receipt';
export { readDocument } from './read-document';
export { outlastingOutages } from './outlasting-outages';
