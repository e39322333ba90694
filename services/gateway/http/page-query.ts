import { ValidationError } from '../../../common/errors';
import type { QueryParam } from '../openapi/operation';
import { queryInteger, queryString } from './query';

type Query = Record<string, string | string[] | undefined>;

/** A listing's page size, declared once for the OpenAPI document and the check. */
const PAGE_LIMIT = { minimum: 1, maximum: 1_000, default: 100 } as const;

/**
 * The query of a listing that pages (a status filter, the page size, the previous page's cursor) as the
 * OpenAPI document lists it: `pageQuery` checks a request against the same statuses and limits.
 */
export const pageQueryParams = (what: string, statuses: readonly string[]): readonly QueryParam[] => [
  { name: 'status', schema: { type: 'string', enum: [...statuses] }, description: `only ${what} in this status` },
  { name: 'limit', schema: { type: 'integer', ...PAGE_LIMIT }, description: `${what} per page` },
  { name: 'cursor', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
];

export type PageQuery<S extends string> = Readonly<{ status: S | null; limit: number; cursor: string | null }>;

export const pageQuery = <S extends string>(query: Query, statuses: readonly S[]): PageQuery<S> => {
  const status = queryString(query, 'status') ?? null;
  if (status !== null && !statuses.includes(status as S))
    throw new ValidationError(`status must be one of ${statuses.join(', ')}`);
  const limit = queryInteger(query, 'limit', {
    fallback: PAGE_LIMIT.default,
    min: PAGE_LIMIT.minimum,
    max: PAGE_LIMIT.maximum,
  });
  return { status: status as S | null, limit, cursor: queryString(query, 'cursor') ?? null };
};

/** The next page's cursor: the last item's, where this page came back full. */
export const nextCursor = <T>(items: readonly T[], limit: number, cursorOf: (item: T) => string): string | null => {
  const last = items.at(-1);
  return items.length === limit && last !== undefined ? cursorOf(last) : null;
};
