export * from './result';
export { parseReceiptText } from './parse-receipt-text';
export { matchStudent, studentDetailsFor, MATCH_THRESHOLD, MATCH_MARGIN, type StudentMatch } from './student-match';
export { auditCompleteness, type AuditInput } from './completeness';
export { parseReceiptLayout } from './parse-receipt-layout';
export * from './layout';
export { normaliseVendorName } from './fields/vendor/normalise';
export { dateRereadBands, hasSureDate, withRereadDateLines, type RereadBand } from './fields/date/reread';
export { showsDateOrTime } from './fields/date/reread';
