import { ERROR_CODES, type ErrorCode } from '../../../common/errors';
import { openApiDocument } from './document';
import { exampleFromSchema } from './examples/example-from-schema';
import { OPERATION_EXAMPLES, type OperationExamples } from './examples/operation-examples';

type Schema = Record<string, unknown>;
type MediaType = { schema?: Schema; example?: unknown };
type OperationObject = {
  operationId: string;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The override's fields over the generated example's; arrays and scalars replace, objects merge. */
const merged = (base: unknown, override: unknown): unknown =>
  isObject(base) && isObject(override)
    ? Object.fromEntries(
        [...new Set([...Object.keys(base), ...Object.keys(override)])].map((key) => [
          key,
          key in override ? merged(base[key], override[key]) : base[key],
        ]),
      )
    : override === undefined
      ? base
      : override;

/** The first public code of the error table that answers with this status: the example error body. */
const errorExample = (status: number) => {
  const entry = (Object.entries(ERROR_CODES) as Array<[ErrorCode, (typeof ERROR_CODES)[ErrorCode]]>).find(
    ([, value]) => value.public && value.status === status,
  );
  const code = entry?.[0] ?? 'INTERNAL';
  return { error: { code, message: ERROR_MESSAGES[code] ?? code, status } };
};

const ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  INVALID_REQUEST: 'fileUrl is required',
  UNAUTHORIZED: 'missing or invalid API key',
  TENANT_FORBIDDEN: 'this key may not act for tenant other_tenant',
  NOT_FOUND: 'no such job',
  IDEMPOTENCY_KEY_REUSED: 'this Idempotency-Key was used with another request',
  FILE_TOO_LARGE: 'the file is larger than 20 MB',
  UNSUPPORTED_FILE_TYPE: 'the file is not a JPEG, PNG, WebP, HEIC or PDF',
  FILE_UNREACHABLE: 'the file host answered 404',
  RATE_LIMITED: 'more than 50 requests per second; retry after the Retry-After header',
  INTERNAL: 'An internal error occurred',
  SERVICE_UNAVAILABLE: 'a dependency is down; retry shortly',
  SYNC_TIMEOUT: 'the job did not finish within 8 s; poll pollUrl',
};

/** The error table, from the one table of error codes: what an integrator branches on. */
const errorTable = (): string =>
  [
    '| code | HTTP status | retry may succeed |',
    '|---|---|---|',
    ...(Object.entries(ERROR_CODES) as Array<[ErrorCode, (typeof ERROR_CODES)[ErrorCode]]>)
      .filter(([, entry]) => entry.public)
      .map(([code, entry]) => `| \`${code}\` | ${entry.status} | ${entry.retriable ? 'yes' : 'no'} |`),
  ].join('\n');

const guide = (description: string): string =>
  [
    description,
    '## Authentication',
    'Every operation under `/v1` except the documents needs an API key: `Authorization: Bearer rk_live_…`. ' +
      'Each key carries scopes (`receipts`, `audits`, `batches`, `jobs:read`, `admin`, `console`); an operation names the scope it needs (`x-required-scope`; a list means any one of them). ' +
      "The tenant is the `X-Tenant-ID` header, else the body's `tenantId`, else the key's own tenant. " +
      "Another tenant's job answers 404, exactly like a job that does not exist. " +
      'Operators issue keys with `npm run admin -- key:issue` or `POST /v1/admin/tenants/{tenantId}/keys`.',
    '## Idempotency and limits',
    'Every POST accepts `Idempotency-Key`: the same key and request within 24 hours answers the first answer again. ' +
      'After a 5xx, a 429 or a timeout, send the same request with the same key: it never makes a second job or batch. ' +
      'Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a 429 carries `Retry-After`.',
    '## Errors',
    'Every error is an `ErrorResponse`: `{"error": {"code", "message", "status"}}`. Branch on `code`, never on the message.',
    errorTable(),
    '## Webhooks and events',
    'Webhooks are signed with Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). ' +
      'Analytics teams read the same facts from the event stream: its catalogue is the AsyncAPI document at `/v1/asyncapi.json`, shown under Event catalogue at `/docs`.',
  ].join('\n\n');

/** Adds an example to a JSON body: the generated one under the operation's own override. */
const withExample = (media: MediaType | undefined, components: Record<string, Schema>, override: unknown) => {
  if (media?.schema === undefined) return;
  media.example = merged(exampleFromSchema(media.schema, components), override);
};

/**
 * The OpenAPI document as published at /v1/openapi.json and rendered at /docs: the document built from
 * the routes' schemas, plus an example request and answer for every operation and a guide to
 * authentication and errors. It never changes a schema, so the tests' validator and this agree.
 */
export const referenceDocument = (serverUrl: string) => {
  const document = openApiDocument(serverUrl);
  const components = document.components.schemas as Record<string, Schema>;
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations) as OperationObject[]) {
      const examples: OperationExamples = OPERATION_EXAMPLES[operation.operationId] ?? {};
      withExample(operation.requestBody?.content['application/json'], components, examples.request);
      for (const [status, response] of Object.entries(operation.responses)) {
        const media = response.content?.['application/json'];
        if (media === undefined) continue;
        // The default answer is the one a bug gives: 500 INTERNAL.
        const code = status === 'default' ? 500 : Number(status);
        if (code >= 400) media.example = errorExample(code);
        else withExample(media, components, examples.responses?.[code]);
      }
    }
  return { ...document, info: { ...document.info, description: guide(document.info.description) } };
};
