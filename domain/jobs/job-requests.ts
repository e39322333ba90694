/** What a client asked for, as carried on JobRequested. File bytes are never part of it, only the URL. */
export type StudentCandidate = Readonly<{
  id: string;
  name: string;
  officialName?: string | null;
  gradeLevel?: string | null;
  scholarshipProgram?: string | null;
}>;

export type ReceiptExtractionRequest = Readonly<{
  fileUrl: string;
  fileName: string | null;
  fileType: string | null;
  categorizeItems: boolean;
  programKey: string | null;
  studentCandidates: readonly StudentCandidate[];
  fastMode: boolean;
}>;

export type AuditLineItemRequest = Readonly<{
  description: string;
  price: number;
  category: string | null;
  type: string | null;
  detail: string | null;
  justification: string | null;
}>;

export type SubmissionAuditRequest = Readonly<{
  programKey: string;
  vendor: string;
  amount: number;
  lineItems: readonly AuditLineItemRequest[];
  supportingFiles: readonly Readonly<{ name: string }>[];
  links: readonly Readonly<{ url: string; label: string }>[];
  detailedAnalysis: boolean;
  strictHandbookRules: boolean;
}>;

export type JobType = 'receipt_extraction' | 'submission_audit';
export type JobPriority = 'standard' | 'high';
