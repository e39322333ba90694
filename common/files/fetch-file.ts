import { createHash } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { FileTooLargeError, FileUnreachableError } from '../errors';
import { guardedLookup, isRefusedIpLiteral } from '../net';

export type FetchLimits = Readonly<{
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  allowedPrivateHosts: readonly string[];
}>;

export type FetchedFile = Readonly<{ bytes: Buffer; sha256: string; contentType: string | null; finalUrl: string }>;

/** A transient failure (5xx, 429, timeout, connection reset) is worth another attempt; a 4xx is not. */
const transient = (message: string, cause?: unknown) => new FileUnreachableError(message, { retriable: true, cause });
const permanent = (message: string, cause?: unknown) => new FileUnreachableError(message, { retriable: false, cause });

/**
 * Downloads a file by URL over HTTP(S) with a size limit, an overall time limit and a redirect limit,
 * refusing private and loopback targets unless allow-listed (checked on every hop, after DNS).
 */
export const fetchFile = async (url: string, limits: FetchLimits): Promise<FetchedFile> => {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let current = new URL(url);
  for (let redirects = 0; ; redirects += 1) {
    const response = await request(current, limits, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location !== undefined) {
      response.resume();
      if (redirects >= limits.maxRedirects) throw permanent(`more than ${limits.maxRedirects} redirects`);
      current = new URL(response.headers.location, current);
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw permanent(`redirect to a non-HTTP URL`);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      const message = `GET returned ${status}`;
      throw status >= 500 || status === 429 || status === 408 ? transient(message) : permanent(message);
    }
    const declared = Number(response.headers['content-length'] ?? '0');
    if (declared > limits.maxBytes) {
      response.destroy();
      throw new FileTooLargeError(`the file is ${declared} bytes; the limit is ${limits.maxBytes}`);
    }
    const bytes = await readLimited(response, limits.maxBytes);
    return {
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      contentType: response.headers['content-type'] ?? null,
      finalUrl: current.toString(),
    };
  }
};

const request = (url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    if (isRefusedIpLiteral(url.hostname, limits.allowedPrivateHosts)) {
      reject(permanent(`${url.hostname} is a private or loopback address`));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        lookup: guardedLookup(url.hostname, limits.allowedPrivateHosts),
        signal,
        headers: { 'user-agent': 'receipt-audit-fetcher/1', accept: '*/*' },
      },
      resolve,
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPRIVATE') {
        reject(permanent(`${url.hostname} is a private or loopback address`, error));
        return;
      }
      if (error.code === 'ENOTFOUND') {
        reject(permanent(`host ${url.hostname} not found`, error));
        return;
      }
      if (signal.aborted) {
        reject(transient(`no complete answer within ${limits.timeoutMs} ms`, error));
        return;
      }
      reject(transient(`${error.code ?? 'network error'} while fetching`, error));
    });
  });

const readLimited = async (response: IncomingMessage, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new FileTooLargeError(`the file exceeds the limit of ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FileTooLargeError) throw error;
    throw transient('the download was interrupted', error);
  }
  return Buffer.concat(chunks);
};
