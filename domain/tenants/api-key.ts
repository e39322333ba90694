import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'rk_live_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `rk_live_` and 40 base62 characters (about 238 bits): long enough that a fast hash is a safe store. */
export const generateApiKey = (random: (size: number) => Buffer = randomBytes): string => {
  const bytes = random(40);
  let body = '';
  for (const byte of bytes) body += ALPHABET.charAt(byte % ALPHABET.length);
  return KEY_PREFIX + body;
};

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const looksLikeApiKey = (key: string): boolean =>
  key.startsWith(KEY_PREFIX) && key.length >= KEY_PREFIX.length + 32;

/** What operators see to tell keys apart: the prefix and the first 6 characters of the random part. */
export const displayPrefix = (key: string): string => key.slice(0, KEY_PREFIX.length + 6);
