export { fingerprintReceipt, type DocumentReading, type FingerprintedResult } from './fingerprint-receipt';
export { lookUpDuplicate, type FingerprintLookup } from './look-up-duplicate';
export { readDocument } from './read-document';
export { outlastingOutages } from './outlasting-outages';
export { FilesSeen } from './files-seen';
export { gatheredLookups } from './gathered-lookups';
