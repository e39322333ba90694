/** The console's calls to its own API: the session cookie goes along by itself; writes echo the CSRF token. */
export type Session = {
  keyName: string;
  keyPrefix: string;
  tenants: string[] | '*';
  csrfToken: string;
  expiresAt: string;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken = '';
export const rememberCsrf = (token: string) => {
  csrfToken = token;
};

export const call = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`/console/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  if (!response.ok)
    throw new ApiError(response.status, body.error?.code ?? 'ERROR', body.error?.message ?? `HTTP ${response.status}`);
  return body as T;
};

export const query = (params: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** What a failed call says to the reader; `call` rejects with Errors, anything else is shown as it is. */
export const messageOf = (caught: unknown): string => (caught instanceof Error ? caught.message : String(caught));
