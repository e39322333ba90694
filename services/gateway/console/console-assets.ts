import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};
const CSP =
  "default-src 'self'; img-src 'self' blob:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const listFiles = (directory: string, prefix = ''): string[] =>
  readdirSync(directory).flatMap((name) =>
    statSync(path.join(directory, name)).isDirectory()
      ? listFiles(path.join(directory, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );

/**
 * Serves the built console bundle from memory: the file list is read once at start-up, so no request
 * path ever reaches the file system. Any other path under /console is the single-page app's index.
 */
export const consoleAssets = (assetsDir: string): Middleware => {
  const files = new Map<string, Buffer>();
  if (existsSync(assetsDir))
    for (const name of listFiles(assetsDir)) files.set(name, readFileSync(path.join(assetsDir, name)));
  return async (ctx, next) => {
    if (
      !(ctx.path === '/console' || ctx.path.startsWith('/console/')) ||
      ctx.path.startsWith('/console/api/') ||
      (ctx.method !== 'GET' && ctx.method !== 'HEAD')
    ) {
      await next();
      return;
    }
    const name = ctx.path.replace(/^\/console\/?/, '');
    const asset = files.get(name);
    const index = files.get('index.html');
    ctx.set('Content-Security-Policy', CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    if (asset !== undefined && name !== '') {
      ctx.type = TYPES[path.extname(name)] ?? 'application/octet-stream';
      ctx.set('Cache-Control', name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      ctx.body = asset;
      return;
    }
    if (index === undefined) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'The console is not built: run npm run build';
      return;
    }
    ctx.type = TYPES['.html']!;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = index;
  };
};
