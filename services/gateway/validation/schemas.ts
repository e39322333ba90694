/** Request schemas: declared once in contracts/, the source for validation and for the OpenAPI document. */
export { AuditLineItemSchema, ReceiptExtractionRequestSchema, StudentCandidateSchema, SubmissionAuditRequestSchema } from '../../../contracts';
