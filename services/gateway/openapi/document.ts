import { ERROR_CODES, type ErrorCode } from '../../../common/errors';
import type { TSchema } from '@sinclair/typebox';
import { ApiKey, IssuedKey, KeyList, RuleSetList, RuleSetUploaded, Tenant } from './schemas/admin';
import { ErrorResponse } from './schemas/common';
import { bearerChallenge } from '../middleware/authenticate';
import {
  JobEventsResponse,
  JobQueuedResponse,
  JobReview,
  JobStatusResponse,
  ReviewAccepted,
  ValidateOnlyResponse,
} from './schemas/jobs';
import {
  AuditResult,
  BatchRequestSchema,
  KeyIssueSchema,
  ReceiptExtractionRequestSchema,
  ReceiptExtractionResult,
  SubmissionAuditRequestSchema,
  TenantCreateSchema,
  TenantUpdateSchema,
} from '../../../contracts';
import { ReviewRequestSchema } from '../reviews/review-schemas';
import { operations, type Operation } from './operations';
import {
  BatchAcceptedResponse,
  BatchItemList,
  BatchRecord,
  RotatedWebhookSecret,
  WebhookDelivery,
  WebhookDeliveryList,
} from './schemas/batches-webhooks';
import { UsageReport } from './schemas/usage';

const ERROR_NOTES: Partial<Record<ErrorCode, string>> = {
  INVALID_REQUEST: 'the message names the field',
  UNAUTHORIZED: 'no key, or an unknown, expired or revoked one',
  NOT_FOUND: "another tenant's resource answers the same",
  PAYLOAD_TOO_LARGE: 'body over 1 MB',
  UNSUPPORTED_MEDIA_TYPE: 'body not JSON',
  RATE_LIMITED: 'see Retry-After',
  CONCURRENCY_LIMITED: 'see Retry-After',
  SERVICE_UNAVAILABLE: 'a dependency is down',
  SYNC_TIMEOUT: 'error.jobId and error.pollUrl name the job that goes on',
};

/** The public codes of the error table that answer with `status`. */
const publicCodesOf = (status: number) =>
  (Object.entries(ERROR_CODES) as Array<[ErrorCode, (typeof ERROR_CODES)[ErrorCode]]>).filter(
    ([, entry]) => entry.public && entry.status === status,
  );

/** Each error status's description: the codes that answer with it. */
const errorDescription = (status: number): string =>
  publicCodesOf(status)
    .map(([code]) => (ERROR_NOTES[code] === undefined ? code : `${code} (${ERROR_NOTES[code]})`))
    .join(', ') || 'error';

/**
 * The headers an error status's answers carry: `Retry-After` where it answers some retriable code, the
 * Bearer challenge (`middleware/authenticate.ts`) on a 401.
 */
const errorHeaders = (status: number) => {
  const headers: Record<string, { description: string; schema: Record<string, unknown> }> = {};
  if (publicCodesOf(status).some(([, entry]) => entry.retriable))
    headers['Retry-After'] = {
      description: 'on a retriable error: the seconds to wait before asking again',
      schema: { type: 'integer', minimum: 1 },
    };
  if (status === 401)
    headers['WWW-Authenticate'] = {
      description: `the challenge: ${bearerChallenge(false)} without a key, ${bearerChallenge(true)} for a key refused`,
      schema: { type: 'string' },
    };
  return Object.keys(headers).length === 0 ? {} : { headers };
};

/** Strips TypeBox's symbols and `$id`s so a schema can sit in components. */
const plain = (schema: TSchema): Record<string, unknown> => {
  const { $id: _id, ...rest } = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return rest;
};

/** `Type.Ref('X')` becomes an OpenAPI component reference. */
const withComponentRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withComponentRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && !inner.startsWith('#')
        ? `#/components/schemas/${inner}`
        : withComponentRefs(inner),
    ]),
  );
};

export const COMPONENT_SCHEMAS: Readonly<Record<string, TSchema>> = {
  ErrorResponse,
  ReceiptExtractionResult,
  AuditResult,
  JobQueuedResponse,
  JobStatusResponse,
  JobEventsResponse,
  ValidateOnlyResponse,
  Tenant,
  ApiKey,
  IssuedKey,
  KeyList,
  RuleSetUploaded,
  RuleSetList,
  ReceiptExtractionRequest: ReceiptExtractionRequestSchema,
  SubmissionAuditRequest: SubmissionAuditRequestSchema,
  TenantCreateRequest: TenantCreateSchema,
  TenantUpdateRequest: TenantUpdateSchema,
  KeyIssueRequest: KeyIssueSchema,
  BatchRequest: BatchRequestSchema,
  BatchAcceptedResponse,
  BatchRecord,
  BatchItemList,
  WebhookDelivery,
  WebhookDeliveryList,
  RotatedWebhookSecret,
  UsageReport,
  JobReview,
  ReviewAccepted,
  ReviewRequest: ReviewRequestSchema,
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A route's schema in the document: a reference to its component, or inline where it is none. */
const schemaOf = (schema: TSchema): unknown => {
  const name = Object.keys(COMPONENT_SCHEMAS).find((key) => COMPONENT_SCHEMAS[key] === schema);
  return name === undefined ? withComponentRefs(plain(schema)) : ref(name);
};
const json = (schema: unknown) => ({ 'application/json': { schema } });

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

/** Every POST may also answer 409: an Idempotency-Key reused with another request. */
export const errorStatuses = (operation: Operation): number[] =>
  [...new Set([...operation.errors, ...(operation.method === 'post' ? [409] : [])])].sort((a, b) => a - b);

const operationObject = (operation: Operation) => ({
  summary: operation.summary,
  ...(operation.description ? { description: operation.description } : {}),
  operationId: `${operation.method}${operation.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
  tags: [operation.tag],
  security: operation.scope === null ? [] : [{ bearerAuth: [] }],
  ...(operation.scope === null ? {} : { 'x-required-scope': operation.scope }),
  parameters: [
    ...pathParameters(operation.path),
    ...(operation.query ?? []).map((param) => ({
      name: param.name,
      in: 'query',
      required: param.required ?? false,
      schema: param.schema,
      description: param.description,
    })),
    ...(operation.scope === null
      ? []
      : [
          {
            name: 'X-Tenant-ID',
            in: 'header',
            required: false,
            schema: { type: 'string' },
            description: "the tenant to act for (else body tenantId, else the key's)",
          },
        ]),
    ...(operation.method === 'post'
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 255 },
            description:
              operation.shownOnce === undefined
                ? 'same key and body within 24 h replays the first answer; a retry after a 5xx, 429 or timeout makes no second job'
                : `the answer holds ${operation.shownOnce}, shown once and never kept: a repeat of a key that was answered is 409`,
          },
        ]
      : []),
  ],
  ...(operation.body === undefined
    ? {}
    : {
        requestBody: {
          required: true,
          content: json(schemaOf(operation.body)),
        },
      }),
  responses: Object.fromEntries([
    ...Object.entries(operation.responses).map(
      ([status, response]) =>
        [
          status,
          {
            description: response.description,
            ...(response.schema ? { content: json(schemaOf(response.schema)) } : {}),
          },
        ] as const,
    ),
    ...errorStatuses(operation).map(
      (status) =>
        [
          String(status),
          { description: errorDescription(status), ...errorHeaders(status), content: json(ref('ErrorResponse')) },
        ] as const,
    ),
    ...(operation.errors.length === 0 ? [] : [['default', UNEXPECTED_ERROR] as const]),
  ]),
});

/**
 * Any operation may meet a bug: 500 INTERNAL, whose message says only that, in the same ErrorResponse
 * shape. Listed once as the default answer rather than as a 500 on every operation.
 */
const UNEXPECTED_ERROR = {
  description: 'an unexpected error (500 INTERNAL, a bug on our side; the X-Request-Id header names it for support)',
  content: json(ref('ErrorResponse')),
};

/** The OpenAPI 3.1 document, built from the same schemas that validate requests. */
export const openApiDocument = (serverUrl: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations()) (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Receipt processing and submission audit API',
      version: '1.0.0',
      description:
        'Reads receipts and audits reimbursement claims for education savings account and scholarship programs. Every error is an ErrorResponse. The audit is advisory: final reimbursement decisions belong to program administrators.',
    },
    servers: [{ url: serverUrl }],
    tags: ['Receipts', 'Audits', 'Batches', 'Jobs', 'Webhooks', 'Usage', 'Admin', 'Operations'].map((name) => ({
      name,
    })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer rk_live_…' },
      },
      schemas: Object.fromEntries(
        Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => [name, withComponentRefs(plain(schema))]),
      ),
    },
  };
};
