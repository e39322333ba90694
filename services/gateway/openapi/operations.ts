/** The API's operations, as the OpenAPI document lists them; the route test checks this against the routers. */
export type QueryParam = Readonly<{
  name: string;
  schema: Record<string, unknown>;
  description: string;
  required?: boolean;
}>;

export type Operation = Readonly<{
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  description?: string;
  tag: string;
  scope: string | null;
  query?: readonly QueryParam[];
  body?: string;
  responses: Readonly<Record<number, Readonly<{ description: string; schema?: string }>>>;
  errors: readonly number[];
}>;

const bool = (description: string, defaultValue: boolean): QueryParam => ({
  name: '',
  schema: { type: 'boolean', default: defaultValue },
  description,
});
const named = (name: string, param: QueryParam): QueryParam => ({ ...param, name });
const WRITE_ERRORS = [400, 401, 403, 409, 413, 415, 429, 503] as const;
const READ_ERRORS = [400, 401, 403, 404, 429, 503] as const;

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/v1/receipts/extract',
    tag: 'Receipts',
    scope: 'receipts',
    summary: 'Queue a receipt extraction',
    description:
      'Records the job and answers 202 at once. With validateOnly=true, checks the payload and the file (reachable, type, size) and queues nothing.',
    query: [
      {
        name: 'priority',
        schema: { type: 'string', enum: ['standard', 'high'], default: 'standard' },
        description: 'high needs a plan that allows it (403 PRIORITY_NOT_ALLOWED)',
      },
      named('validateOnly', bool('check only; nothing is queued', false)),
    ],
    body: 'ReceiptExtractionRequest',
    responses: {
      202: { description: 'queued', schema: 'JobQueuedResponse' },
      200: { description: 'validateOnly answer', schema: 'ValidateOnlyResponse' },
    },
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/receipts/extract-sync',
    tag: 'Receipts',
    scope: 'receipts',
    summary: 'Extract a one-page receipt synchronously',
    description:
      'The same job as the asynchronous endpoint, awaited up to the sync cutoff (default 8 s): past it, 504 SYNC_TIMEOUT with jobId and pollUrl while the work goes on. A multi-page file answers 400 USE_ASYNC. A failed job answers with its own code (422 FILE_UNREACHABLE, 413, 415, ...).',
    query: [named('fastMode', bool('skip categorization, return raw line items', false))],
    body: 'ReceiptExtractionRequest',
    responses: { 200: { description: 'the result', schema: 'ReceiptExtractionResult' } },
    errors: [...WRITE_ERRORS, 422, 500, 504],
  },
  {
    method: 'post',
    path: '/v1/submissions/audit',
    tag: 'Audits',
    scope: 'audits',
    summary: 'Audit a reimbursement claim',
    description:
      'async=false (the default) answers 200 with the AuditResult, waiting for the auditor up to the sync cutoff (504 SYNC_TIMEOUT past it); async=true answers 202. The audit is advisory.',
    query: [
      named('detailedAnalysis', bool('improvement hints in the justification analysis', true)),
      named('strictHandbookRules', bool('caps without the administrative margin', false)),
    ],
    body: 'SubmissionAuditRequest',
    responses: {
      200: { description: 'the audit', schema: 'AuditResult' },
      202: { description: 'queued (async=true)', schema: 'JobQueuedResponse' },
    },
    errors: [...WRITE_ERRORS, 500, 504],
  },
  {
    method: 'get',
    path: '/v1/jobs/{jobId}',
    tag: 'Jobs',
    scope: 'jobs:read',
    summary: 'Poll a job',
    query: [
      named('includeResult', bool('false leaves out result', true)),
      {
        name: 'fields',
        schema: { type: 'string' },
        description: 'comma-separated top-level result fields to keep, e.g. vendor,amount (unknown names: 400)',
      },
    ],
    responses: { 200: { description: 'the job', schema: 'JobStatusResponse' } },
    errors: READ_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/jobs/{jobId}/events',
    tag: 'Jobs',
    scope: 'jobs:read',
    summary: "A job's audit trail",
    responses: { 200: { description: 'the events in order', schema: 'JobEventsResponse' } },
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/jobs/{jobId}/review',
    tag: 'Jobs',
    scope: 'console',
    summary: "Record a reviewer's decision on a completed job",
    description:
      "Approve, deny, or ask for more information, with a note. Recorded as a ClaimReviewed event: the job shows it as review and in its trail, and its webhookUrl gets job.reviewed. A later decision replaces the earlier one in review; the trail keeps both. 409 JOB_NOT_REVIEWABLE for a job that is not completed; another tenant's job answers 404.",
    body: 'ReviewRequest',
    responses: { 202: { description: 'recorded', schema: 'ReviewAccepted' } },
    errors: [...WRITE_ERRORS, 404],
  },
  {
    method: 'post',
    path: '/v1/admin/tenants',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Create a tenant',
    description:
      'The answer shows the webhook secret once. Needs a key that may act for the new tenant (a platform operator key, extraTenantIds ["*"]).',
    body: 'TenantCreateRequest',
    responses: { 201: { description: 'created', schema: 'Tenant' } },
    errors: WRITE_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/admin/tenants/{tenantId}',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Read a tenant',
    responses: { 200: { description: 'the tenant', schema: 'Tenant' } },
    errors: READ_ERRORS,
  },
  {
    method: 'patch',
    path: '/v1/admin/tenants/{tenantId}',
    tag: 'Admin',
    scope: 'admin',
    summary: "Change a tenant's plan, limits, retention or default program",
    body: 'TenantUpdateRequest',
    responses: { 200: { description: 'the tenant after the change', schema: 'Tenant' } },
    errors: [...WRITE_ERRORS, 404],
  },
  {
    method: 'post',
    path: '/v1/admin/tenants/{tenantId}/keys',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Issue an API key',
    description: 'The key is in this answer only. A key cannot grant scopes it lacks.',
    body: 'KeyIssueRequest',
    responses: { 201: { description: 'the new key', schema: 'IssuedKey' } },
    errors: [...WRITE_ERRORS, 404],
  },
  {
    method: 'get',
    path: '/v1/admin/tenants/{tenantId}/keys',
    tag: 'Admin',
    scope: 'admin',
    summary: "List a tenant's keys",
    query: [{ name: 'prefix', schema: { type: 'string' }, description: 'only keys whose prefix starts with this' }],
    responses: { 200: { description: 'the keys (never the keys themselves)', schema: 'KeyList' } },
    errors: READ_ERRORS,
  },
  {
    method: 'delete',
    path: '/v1/admin/tenants/{tenantId}/keys/{keyId}',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Revoke an API key',
    responses: { 204: { description: 'revoked' } },
    errors: READ_ERRORS,
  },
  {
    method: 'put',
    path: '/v1/admin/tenants/{tenantId}/rule-sets',
    tag: 'Admin',
    scope: 'admin',
    summary: "Upload a tenant's own rule set",
    description:
      'A whole rule-set file or {"extends": "<standard program>", ...changes}; validated like the standard files; applies to this tenant only.',
    body: 'RuleSetFile',
    responses: { 200: { description: 'accepted', schema: 'RuleSetUploaded' } },
    errors: WRITE_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/admin/tenants/{tenantId}/rule-sets',
    tag: 'Admin',
    scope: 'admin',
    summary: "List a tenant's own rule sets",
    responses: { 200: { description: 'the rule sets', schema: 'RuleSetList' } },
    errors: READ_ERRORS,
  },
  {
    method: 'delete',
    path: '/v1/admin/tenants/{tenantId}/rule-sets/{programKey}',
    tag: 'Admin',
    scope: 'admin',
    summary: "Remove a tenant's rule set",
    responses: { 204: { description: 'removed' } },
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/batches',
    tag: 'Batches',
    scope: 'batches',
    summary: 'Submit up to 1,000 receipts or claims',
    description:
      'Every item is checked before any is accepted (400 names the bad item, e.g. items[17].fileUrl). Answers 202 at once; every item is also a job. See docs/batches.md.',
    query: [
      {
        name: 'concurrencyLimit',
        schema: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
        description: 'the most items of this batch processing at once, across all workers',
      },
    ],
    body: 'BatchRequest',
    responses: { 202: { description: 'accepted', schema: 'BatchAcceptedResponse' } },
    errors: WRITE_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/batches/{batchId}',
    tag: 'Batches',
    scope: 'jobs:read',
    summary: 'A batch: status, counts, progress',
    responses: { 200: { description: 'the batch', schema: 'BatchRecord' } },
    errors: READ_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/batches/{batchId}/items',
    tag: 'Batches',
    scope: 'jobs:read',
    summary: "A batch's items, in index order",
    query: [
      {
        name: 'status',
        schema: { type: 'string', enum: ['queued', 'processing', 'completed', 'failed', 'cancelled'] },
        description: 'only items in this status',
      },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
        description: 'items per page',
      },
      { name: 'cursor', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
    ],
    responses: { 200: { description: 'a page of items', schema: 'BatchItemList' } },
    errors: READ_ERRORS,
  },
  {
    method: 'delete',
    path: '/v1/batches/{batchId}',
    tag: 'Batches',
    scope: 'batches',
    summary: 'Cancel the items not started',
    description:
      'Items not yet started end failed with CANCELLED; running ones finish. batch.completed is sent once, with status cancelled.',
    responses: {
      202: { description: 'cancellation recorded', schema: 'BatchRecord' },
      200: { description: 'the batch had ended or was cancelled already', schema: 'BatchRecord' },
    },
    errors: READ_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/webhooks/deliveries',
    tag: 'Webhooks',
    scope: 'jobs:read',
    summary: 'The webhook delivery log, with every attempt',
    query: [
      { name: 'jobId', schema: { type: 'string' }, description: 'deliveries about this job' },
      { name: 'batchId', schema: { type: 'string' }, description: 'deliveries about this batch' },
      {
        name: 'status',
        schema: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
        description: 'only deliveries in this status',
      },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
        description: 'deliveries per page',
      },
      { name: 'cursor', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
    ],
    responses: { 200: { description: 'deliveries', schema: 'WebhookDeliveryList' } },
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/webhooks/deliveries/{deliveryId}/retry',
    tag: 'Webhooks',
    scope: 'jobs:read',
    summary: 'Send a delivery again now',
    description: 'Same webhook-id and body; also lifts a 410 stop on that URL.',
    responses: { 202: { description: 'queued for sending', schema: 'WebhookDelivery' } },
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/admin/tenants/{tenantId}/webhook-secret/rotate',
    tag: 'Admin',
    scope: 'admin',
    summary: "Rotate a tenant's webhook secret",
    description:
      'The new secret is in this answer only; the previous one keeps signing beside it until previousSecretValidUntil (both signatures are sent).',
    responses: { 200: { description: 'the new secret', schema: 'RotatedWebhookSecret' } },
    errors: READ_ERRORS,
  },
  {
    method: 'get',
    path: '/v1/usage',
    tag: 'Usage',
    scope: 'jobs:read',
    summary: "The tenant's billable usage by day",
    description:
      'Counts per UTC day of completed extractions and their pages, completed audits, batch items accepted and webhook deliveries recorded, rebuilt from the events. Every day of the range is listed, zeros included. See docs/usage.md.',
    query: [
      {
        name: 'from',
        required: true,
        schema: { type: 'string', format: 'date' },
        description: 'first day (UTC, YYYY-MM-DD), included',
      },
      {
        name: 'to',
        required: true,
        schema: { type: 'string', format: 'date' },
        description: 'last day (UTC, YYYY-MM-DD), included; at most 366 days after from',
      },
    ],
    responses: { 200: { description: 'usage by day, and totals', schema: 'UsageReport' } },
    errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'get',
    path: '/health',
    tag: 'Operations',
    scope: null,
    summary: 'The process answers',
    responses: { 200: { description: 'ok' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/ready',
    tag: 'Operations',
    scope: null,
    summary: 'Kafka, the schema registry and the database answer',
    responses: { 200: { description: 'ready' }, 503: { description: 'a dependency is down' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/openapi.json',
    tag: 'Operations',
    scope: null,
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI 3.1' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/asyncapi.json',
    tag: 'Operations',
    scope: null,
    summary: 'The event catalogue: every event on the Kafka topic, as AsyncAPI 3 (docs/events.md)',
    responses: { 200: { description: 'AsyncAPI 3.0' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Operations',
    scope: null,
    summary: 'This document and the event catalogue, rendered for people (Scalar)',
    responses: { 200: { description: 'HTML' } },
    errors: [],
  },
];
