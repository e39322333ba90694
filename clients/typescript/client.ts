import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type ReceiptAuditClient = Client<paths>;
export type Schemas = components['schemas'];

export type ClientOptions = Readonly<{
  /** The API's base URL, e.g. https://api.example.com (no /v1). */
  baseUrl: string;
  /** An API key, `rk_live_…`; sent as `Authorization: Bearer`. */
  apiKey: string;
  /** The tenant to act for, when the key may act for several (`X-Tenant-ID`). */
  tenantId?: string;
  fetch?: typeof fetch;
}>;

/** A typed client of every operation: paths, parameters, bodies and answers come from the OpenAPI document. */
export const createReceiptAuditClient = (options: ClientOptions): ReceiptAuditClient => {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  client.use({
    onRequest: ({ request }) => {
      request.headers.set('authorization', `Bearer ${options.apiKey}`);
      if (options.tenantId !== undefined) request.headers.set('x-tenant-id', options.tenantId);
      return request;
    },
  });
  return client;
};

/** An answer the API refused: its ErrorResponse, with the stable code to branch on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`${status} ${code}: ${message}`);
    this.name = 'ApiError';
  }
}

/** The data of a successful answer, or an ApiError built from the ErrorResponse. */
export const unwrap = <T>(result: { data?: T; error?: unknown; response: Response }): T => {
  if (result.data !== undefined && result.response.ok) return result.data;
  const body = result.error as Schemas['ErrorResponse'] | undefined;
  const retryAfter = Number(result.response.headers.get('retry-after'));
  throw new ApiError(
    result.response.status,
    body?.error.code ?? 'UNKNOWN',
    body?.error.message ?? result.response.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
};
