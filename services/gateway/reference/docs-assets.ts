import { createReadStream } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import { RENDERER_PATH } from './reference-page';

/** Scalar's standalone bundle, resolved from the installed package so the version is package.json's. */
const rendererFile = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

/** Serves the reference's renderer from node_modules; everything else passes on. */
export const docsAssets = (): Koa.Middleware => async (ctx, next) => {
  if (ctx.method !== 'GET' || ctx.path !== RENDERER_PATH) {
    await next();
    return;
  }
  ctx.type = 'application/javascript';
  ctx.set('cache-control', 'public, max-age=3600');
  ctx.body = createReadStream(rendererFile);
};
