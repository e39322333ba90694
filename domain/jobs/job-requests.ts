/** What a client asked for, as carried on JobRequested; declared once in contracts/job-requests.ts. */
export type {
  AuditLineItemRequest,
  JobPriority,
  JobType,
  ReceiptExtractionRequest,
  StudentCandidate,
  SubmissionAuditRequest,
} from '../../contracts';
