import { ValidationError } from '../../../common/errors';
import { queryString } from '../http/query';

type Query = Record<string, string | string[] | undefined>;

/** A query parameter that must be one of a few words; empty or absent is null (no filter). */
export const queryEnum = <T extends string>(query: Query, name: string, allowed: readonly T[]): T | null => {
  const raw = queryString(query, name);
  if (raw === undefined || raw === '') return null;
  if (!(allowed as readonly string[]).includes(raw))
    throw new ValidationError(`${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
};

export const queryText = (query: Query, name: string, maxLength = 100): string | null => {
  const raw = queryString(query, name)?.trim();
  if (raw === undefined || raw === '') return null;
  if (raw.length > maxLength) throw new ValidationError(`${name} must be at most ${maxLength} characters`);
  return raw;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` are calendar days (UTC), both included: the instants [from 00:00, the day after to 00:00). */
export const dayRange = (query: Query): Readonly<{ from: string | null; to: string | null }> => {
  const day = (name: string): Date | null => {
    const raw = queryText(query, name, 10);
    if (raw === null) return null;
    const at = new Date(`${raw}T00:00:00.000Z`);
    if (!DAY.test(raw) || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== raw)
      throw new ValidationError(`${name} must be a date, YYYY-MM-DD`);
    return at;
  };
  const from = day('from');
  const to = day('to');
  if (from !== null && to !== null && to < from) throw new ValidationError('to must not be before from');
  return {
    from: from?.toISOString() ?? null,
    to: to === null ? null : new Date(to.getTime() + 86_400_000).toISOString(),
  };
};

export const queryLimit = (query: Query, fallback: number, max: number): number => {
  const raw = queryString(query, 'limit');
  if (raw === undefined || raw === '') return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new ValidationError(`limit must be an integer between 1 and ${max}`);
  return limit;
};

/** Opaque page cursors: the sort key of the last entry shown, as base64url JSON. */
export const encodeCursor = (value: object): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export const decodeCursor = <K extends string>(
  query: Query,
  keys: readonly K[],
): Readonly<Record<K, string>> | null => {
  const raw = queryText(query, 'cursor', 500);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (keys.every((key) => typeof parsed[key] === 'string'))
      return Object.fromEntries(keys.map((key) => [key, parsed[key]])) as Record<K, string>;
  } catch {
    // falls through to the 400 below
  }
  throw new ValidationError('cursor is not one this console gave out');
};
