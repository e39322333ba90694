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
