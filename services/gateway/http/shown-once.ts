import type { Context } from 'koa';

/**
 * Marks a request whose answer holds a secret shown only once (an API key, a webhook secret): the
 * idempotency middleware never keeps such an answer, so the secret is never at rest in plain text.
 */
export const answerShownOnce = (ctx: Context, what: string): void => {
  ctx.state.shownOnce = what;
};

/** The secret the request's answer holds, when it holds one. */
export const shownOnceIn = (ctx: Context): string | undefined => ctx.state.shownOnce as string | undefined;
