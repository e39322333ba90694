import { responseProblem } from './openapi-validator';

/**
 * A tiny JSON client for tests: every call returns status, headers and the parsed body, and every
 * answer of an API operation is checked against the OpenAPI document (a mismatch fails the test).
 */
export type ApiResponse = Readonly<{ status: number; headers: Headers; body: any }>;

export const api = (baseUrl: string, apiKey?: string) => {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text so a failing assertion shows it
    }
    if (response.headers.get('content-type')?.includes('application/json') || response.status === 204) {
      const problem = responseProblem(method, path, response.status, parsed);
      if (problem !== null)
        throw new Error(`The answer does not match the OpenAPI document: ${problem}\n${text.slice(0, 2000)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    call,
  };
};
