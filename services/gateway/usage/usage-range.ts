import { ValidationError } from '../../../common/errors';
import { daysIncluded, isCalendarDay } from '../../../domain/usage';
import { queryString } from '../http/query';

/** A year, leap day included: enough for any invoice period, small enough to sum on demand. */
export const MAX_USAGE_DAYS = 366;

type Query = Record<string, string | string[] | undefined>;

const day = (query: Query, name: 'from' | 'to'): string => {
  const value = queryString(query, name);
  if (value === undefined || value === '')
    throw new ValidationError(`${name} is required, as a date written YYYY-MM-DD (UTC)`);
  if (!isCalendarDay(value)) throw new ValidationError(`${name} must be a date written YYYY-MM-DD, e.g. 2026-11-21`);
  return value;
};

/** The `from` and `to` of `GET /v1/usage`: both required, UTC days, both included, at most 366 days. */
export const usageRange = (query: Query): Readonly<{ from: string; to: string }> => {
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from > to) throw new ValidationError('from must be on or before to');
  if (daysIncluded(from, to) > MAX_USAGE_DAYS)
    throw new ValidationError(`from and to may span at most ${MAX_USAGE_DAYS} days`);
  return { from, to };
};
