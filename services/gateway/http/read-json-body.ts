import type { Context } from 'koa';
import { AppError, ValidationError } from '../../../common/errors';

/**
 * Reads a JSON body with the limits a client should expect: 415 for another content type, 413 past the
 * size limit (without buffering the excess), 400 for JSON that does not parse or is not an object.
 */
export const readJsonBody = async (ctx: Context, maxBytes: number): Promise<Record<string, unknown>> => {
  if (!ctx.is('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Content-Type must be application/json');
  }
  const declared = Number(ctx.get('content-length') || '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    throw new ValidationError('The body is not valid JSON', { cause: error });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ValidationError('The body must be a JSON object');
  return parsed as Record<string, unknown>;
};

const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', 413, `The body exceeds ${maxBytes} bytes`);
