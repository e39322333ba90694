import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A console sign-in, kept on the server: the cookie holds only a random token, the record holds its
 * hash, the signed-in key's hash (the key itself is never stored) and the CSRF token writes must echo.
 */
export type ConsoleSession = Readonly<{
  sessionId: string;
  keyHash: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
}>;

export interface ConsoleSessionStore {
  ensureIndexes(): Promise<void>;
  create(session: ConsoleSession): Promise<void>;
  get(sessionId: string): Promise<ConsoleSession | null>;
  delete(sessionId: string): Promise<void>;
  purgeExpired(now: Date): Promise<number>;
}

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const sessionIdOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
