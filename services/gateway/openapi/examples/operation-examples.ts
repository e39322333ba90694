/**
 * What the generated examples cannot guess, per operationId: the fields that make an example read like
 * a real call. Merged over exampleFromSchema's value; the unit test validates the result.
 */
export type OperationExamples = Readonly<{
  request?: unknown;
  responses?: Readonly<Record<number, unknown>>;
}>;

const receiptRequest = {
  fileName: 'r-1001.pdf',
  fileType: 'pdf',
  studentCandidates: [
    { id: 'stu_1', name: 'Ana Diaz', officialName: 'Ana Maria Diaz', gradeLevel: '3', scholarshipProgram: 'FES-UA' },
  ],
  metadata: { claimId: 'clm_5521' },
};

const receiptResult = {
  invoiceType: 'service',
  items: [
    {
      description: 'Piano lesson, 4 x 60 minutes',
      price: 120,
      quantity: 1,
      salesTax: 0,
      category: 'Music lessons',
      type: 'service',
      detail: 'weekly lesson',
      warnings: [],
    },
  ],
  paymentDetails: {
    paymentMethod: 'card',
    cardLast4: '4242',
    method: 'Visa',
    lastFour: '4242',
    payerName: 'Maria Diaz',
  },
  studentDetails: {
    detectedStudentName: 'Ana Diaz',
    matchedChildId: 'stu_1',
    matchedChildName: 'Ana Diaz',
    studentId: 'stu_1',
    matchedName: 'Ana Diaz',
  },
  serviceDetails: {
    providerName: 'Harmony Music Studio',
    servicePeriod: 'November 2026',
    serviceRate: 120,
    serviceType: 'music lessons',
  },
  auditResult: { summary: 'a paid receipt with every required element', isUnpaidInvoice: false, missingElements: [] },
};

const timing = {
  queuedAt: '2026-11-21T14:03:12.000Z',
  startedAt: '2026-11-21T14:03:12.120Z',
  completedAt: '2026-11-21T14:03:14.460Z',
  durationMs: 2340,
};

export const OPERATION_EXAMPLES: Readonly<Record<string, OperationExamples>> = {
  postV1ReceiptsExtract: {
    request: receiptRequest,
    responses: {
      202: { estimatedWaitMs: 2500 },
      200: {
        checks: {
          fileAccessible: { status: '200', detail: null },
          fileType: { detected: 'pdf' },
          fileSize: { bytes: 48213, limit: 20971520 },
        },
      },
    },
  },
  postV1ReceiptsExtractSync: { request: receiptRequest, responses: { 200: receiptResult } },
  getV1JobsJobId: {
    responses: {
      200: {
        status: 'completed',
        attempts: 1,
        timing,
        result: receiptResult,
        batchId: null,
        batchIndex: null,
        metadata: { claimId: 'clm_5521' },
        review: null,
      },
    },
  },
  postV1Batches: {
    request: {
      batchType: 'receipt_extraction',
      metadata: { upload: 'u-1' },
      items: [
        { fileUrl: 'https://files.example.com/receipts/r-1001.pdf', metadata: { row: 1 } },
        { fileUrl: 'https://files.example.com/receipts/r-1002.jpg', metadata: { row: 2 } },
      ],
    },
    responses: { 202: { totalItems: 2, status: 'processing' } },
  },
};
