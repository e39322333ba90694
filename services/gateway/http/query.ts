import { ValidationError } from '../../../common/errors';

/** Query booleans are the strings true and false; anything else is a 400 naming the parameter. */
export const queryBoolean = (
  query: Record<string, string | string[] | undefined>,
  name: string,
  fallback: boolean,
): boolean => {
  const raw = query[name];
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ValidationError(`${name} must be true or false`);
};

export const queryString = (query: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const raw = query[name];
  if (Array.isArray(raw)) throw new ValidationError(`${name} must be given once`);
  return raw;
};

/** A whole number within bounds; anything else is a 400 naming the parameter. */
export const queryInteger = (
  query: Record<string, string | string[] | undefined>,
  name: string,
  bounds: Readonly<{ fallback: number; min: number; max: number }>,
): number => {
  const raw = queryString(query, name);
  if (raw === undefined) return bounds.fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < bounds.min || value > bounds.max)
    throw new ValidationError(`${name} must be an integer between ${bounds.min} and ${bounds.max}`);
  return value;
};
