import type { Static } from '@sinclair/typebox';
import type { ReceiptExtractionRequest, SubmissionAuditRequest } from '../domain/jobs';
import type { ReceiptExtractionRequestSchema, SubmissionAuditRequestSchema } from './job-requests';

/** A validated receipt body as the JobRequested event carries it: absent fields become explicit nulls. */
export const toReceiptRequest = (
  body: Static<typeof ReceiptExtractionRequestSchema>,
  fastMode: boolean,
): ReceiptExtractionRequest => ({
  fileUrl: body.fileUrl,
  fileName: body.fileName ?? null,
  fileType: body.fileType ?? null,
  categorizeItems: body.categorizeItems ?? false,
  programKey: body.programKey ?? null,
  studentCandidates: (body.studentCandidates ?? []).map((student) => ({
    id: student.id,
    name: student.name,
    officialName: student.officialName ?? null,
    gradeLevel: student.gradeLevel ?? null,
    scholarshipProgram: student.scholarshipProgram ?? null,
  })),
  fastMode,
});

/** A validated claim as the JobRequested event carries it, with the program key already resolved. */
export const toAuditRequest = (
  body: Static<typeof SubmissionAuditRequestSchema>,
  programKey: string,
  options: { detailedAnalysis: boolean; strictHandbookRules: boolean },
): SubmissionAuditRequest => ({
  programKey,
  vendor: body.vendor,
  amount: body.amount,
  lineItems: body.lineItems.map((item) => ({
    description: item.description,
    price: item.price,
    category: item.category ?? null,
    type: item.type ?? null,
    detail: item.detail ?? null,
    justification: item.justification ?? null,
  })),
  supportingFiles: body.supportingFiles ?? [],
  links: (body.links ?? []).map((link) => ({ url: link.url, label: link.label ?? '' })),
  receiptJobId: body.receiptJobId ?? null,
  ...options,
});
