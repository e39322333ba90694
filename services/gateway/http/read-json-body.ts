import type { Context } from 'koa';
import { UnsupportedMediaTypeError, ValidationError } from '../../../common/errors';
import { readRawBody } from './read-raw-body';

/**
 * Reads a JSON body with the limits a client should expect: 415 for another content type, 413 past the
 * size limit, 400 for JSON that does not parse or is not an object.
 */
export const readJsonBody = async (ctx: Context, maxBytes: number): Promise<Record<string, unknown>> => {
  if (!ctx.is('application/json')) {
    throw new UnsupportedMediaTypeError('Content-Type must be application/json');
  }
  const raw = await readRawBody(ctx, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new ValidationError('The body is not valid JSON', { cause: error });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ValidationError('The body must be a JSON object');
  return parsed as Record<string, unknown>;
};
