import type { Context } from 'koa';
import { PayloadTooLargeError, ValidationError } from '../../../common/errors';

/**
 * Reads the request body once, with the size limit (413 without buffering the excess), and keeps it on
 * the context: the idempotency check fingerprints it before the route parses it.
 */
export const readRawBody = async (ctx: Context, maxBytes: number): Promise<Buffer> => {
  const cached = ctx.state.rawBody as Buffer | undefined;
  if (cached !== undefined) {
    if (cached.length > maxBytes) throw tooLarge(maxBytes); // read earlier under a larger route's limit
    return cached;
  }
  const declared = Number(ctx.get('content-length') || '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    // The client's connection closed inside the body: its request, not a bug of ours or a dependency down.
    throw new ValidationError(`The body ended after ${size} bytes: the connection closed while it was sent`, {
      cause: error,
    });
  }
  const body = Buffer.concat(chunks);
  ctx.state.rawBody = body;
  return body;
};

const tooLarge = (maxBytes: number) => new PayloadTooLargeError(maxBytes);
