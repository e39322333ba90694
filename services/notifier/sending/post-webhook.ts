import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isRefusedIpLiteral } from '../../../common/net';

export type PostOutcome = Readonly<{
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  permanent: boolean;
}>;

export type PostOptions = Readonly<{ timeoutMs: number; allowedPrivateHosts: readonly string[] }>;

/**
 * One POST of a webhook. Never throws: every outcome (an answer, a timeout, a refused connection, a
 * private address) is returned for the delivery log. Redirects are not followed; private and loopback
 * addresses are refused after DNS unless allow-listed, as for file URLs.
 */
export const postWebhook = (
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  options: PostOptions,
): Promise<PostOutcome> =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ statusCode: null, latencyMs: 0, error: 'the URL is not valid', permanent: true });
      return;
    }
    if (isRefusedIpLiteral(target.hostname, options.allowedPrivateHosts)) {
      resolve({
        statusCode: null,
        latencyMs: 0,
        error: `${target.hostname} is a private or loopback address`,
        permanent: true,
      });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(target.hostname, options.allowedPrivateHosts),
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'receipt-audit-webhooks/1',
        },
      },
      (response) => {
        response.resume(); // the body is not needed; draining frees the socket
        response.on('end', () => {
          resolve({ statusCode: response.statusCode ?? null, latencyMs: elapsed(), error: null, permanent: false });
        });
        response.on('error', () => {
          resolve({ statusCode: response.statusCode ?? null, latencyMs: elapsed(), error: null, permanent: false });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPRIVATE') {
        resolve({
          statusCode: null,
          latencyMs: elapsed(),
          error: `${target.hostname} is a private or loopback address`,
          permanent: true,
        });
        return;
      }
      if (error.name === 'AbortError' || error.name === 'TimeoutError') {
        resolve({
          statusCode: null,
          latencyMs: elapsed(),
          error: `no answer within ${options.timeoutMs} ms`,
          permanent: false,
        });
        return;
      }
      resolve({
        statusCode: null,
        latencyMs: elapsed(),
        error: `${error.code ?? 'network error'}: ${error.message}`,
        permanent: false,
      });
    });
    request.end(body);
  });
