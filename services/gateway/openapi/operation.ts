import type { Router, RouterContext } from '@koa/router';
import { Type, type TSchema } from '@sinclair/typebox';
import { answerShownOnce } from '../http/shown-once';

/** A query parameter as the OpenAPI document lists it. */
export type QueryParam = Readonly<{
  name: string;
  schema: Record<string, unknown>;
  description: string;
  required?: boolean;
}>;

/**
 * One route as the OpenAPI document describes it, declared by the route module beside the handler it
 * describes (`route` registers the handler under the declared method and path), with the TypeBox
 * schemas the route validates and answers: the document is built from these declarations.
 */
export type Operation = Readonly<{
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI's syntax: `/v1/jobs/{jobId}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** The scope a key needs; given several, any one of them will do. */
  scope: string | readonly string[] | null;
  query?: readonly QueryParam[];
  body?: TSchema;
  responses: Readonly<Record<number, Readonly<{ description: string; schema?: TSchema }>>>;
  errors: readonly number[];
  /** The secret the answer holds, shown only this once (`the API key`): never kept for an Idempotency-Key replay. */
  shownOnce?: string;
}>;

export const bool = (description: string, defaultValue: boolean): QueryParam => ({
  name: '',
  schema: { type: 'boolean', default: defaultValue },
  description,
});
export const named = (name: string, param: QueryParam): QueryParam => ({ ...param, name });
export const WRITE_ERRORS = [400, 401, 403, 409, 413, 415, 429, 503] as const;
export const READ_ERRORS = [400, 401, 403, 404, 429, 503] as const;

/** A rule-set file's body: any object, validated by the rule-set loader rather than a schema (docs/audit.md). */
export const RULE_SET_FILE = Type.Unsafe<unknown>({
  type: 'object',
  description: 'a rule-set file (see docs/audit.md)',
});

/** koa's path syntax for an OpenAPI path: `{jobId}` becomes `:jobId`. */
export const koaPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers `handler` under the operation's own method and path, so the two are written once. */
export const route = (router: Router, operation: Operation, handler: (ctx: RouterContext) => unknown): void => {
  const { shownOnce } = operation;
  router.register(
    koaPath(operation.path),
    [operation.method.toUpperCase()],
    shownOnce === undefined
      ? handler
      : (ctx) => {
          answerShownOnce(ctx, shownOnce);
          return handler(ctx);
        },
  );
};
