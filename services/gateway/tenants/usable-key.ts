import { hashApiKey, isKeyUsable, looksLikeApiKey, type ApiKeyRecord } from '../../../domain/tenants';
import { fromDatabase } from '../http/from-database';
import type { ApiKeyCache } from './api-key-cache';

/** A key a client sent, looked up: the key, or what the client is told instead. */
export type KeyLookup = Readonly<{ key: ApiKeyRecord; refused: null } | { key: null; refused: string }>;

/**
 * The usable key behind a secret a client sent, read the same way for the API's `Authorization` header
 * and the console's sign-in. A secret not shaped like a key is not looked up; an unknown, expired or
 * revoked key gets one answer, which does not say which of the three it is.
 */
export const usableKey = async (
  keys: Pick<ApiKeyCache, 'findByHash'>,
  presented: string,
  now: Date,
): Promise<KeyLookup> => {
  if (!looksLikeApiKey(presented)) return { key: null, refused: 'The API key is not valid' };
  const key = await fromDatabase(() => keys.findByHash(hashApiKey(presented)));
  if (key === null || !isKeyUsable(key, now))
    return { key: null, refused: 'The API key is not valid, expired or revoked' };
  return { key, refused: null };
};
